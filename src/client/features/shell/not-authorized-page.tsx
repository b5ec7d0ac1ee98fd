import { Link } from '../../lib/router';
import { buttonClassName, PageTitle } from '../../ui';
import './shell.css';

/** What a signed-in non-admin sees on an admin path (docs/product.md#routes-and-access). */
export function NotAuthorizedPage() {
  return (
    <div className="status-block">
      <PageTitle>Not authorized · MedGrid</PageTitle>
      <h1 className="status-block__title">Not authorized</h1>
      <p className="status-block__text">This page is only for MedGrid admins.</p>
      <Link to="/landing" className={buttonClassName({ variant: 'secondary' })}>
        Back to home
      </Link>
    </div>
  );
}
