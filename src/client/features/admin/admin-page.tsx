import { ReviewPanel } from './review-panel';
import './admin.css';

/** /admin (admins only; the route shows everyone else 'Not authorized'). */
export function AdminPage() {
  return (
    <div className="admin">
      <header className="admin__header">
        <h1 className="admin__title">Admin</h1>
      </header>
      <ReviewPanel />
    </div>
  );
}
