import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../lib/router';
import { localDate } from '../../../shared/play/dates';
import { calendarKey, fetchCalendar } from './api';
import { ContentCalendar } from './content-calendar';
import { ReviewPanel } from './review-panel';
import { UploadPanel, type GamePreviews } from './upload-panel';
import { takeFromBuilder } from './builder/draft';
import './admin.css';

/** The tools linked from /admin (docs/product.md#upload-panel). */
const ADMIN_TOOLS = [
  ['/test-puzzles', 'Crossword test page'],
  ['/test-medword', 'MedWord test page'],
  ['/test-medmatch', 'MedMatch test page'],
  ['/test-medle', 'Medle test page'],
  ['/puzzle-builder', 'Crossword puzzle builder'],
] as const;

/** /admin (admins only; the route shows everyone else 'Not authorized'). */
export function AdminPage({ previews }: { previews: GamePreviews }) {
  const [fromBuilder] = useState(takeFromBuilder);
  const calendar = useQuery({ queryKey: calendarKey, queryFn: () => fetchCalendar(60) });
  // the server's today bounds the target date; until it answers, this device's
  const today = calendar.data?.from ?? localDate(new Date());
  return (
    <div className="admin">
      <header className="admin__header">
        <h1 className="admin__title">Admin</h1>
        <nav aria-label="Admin tools">
          <ul className="admin__tools">
            {ADMIN_TOOLS.map(([to, label]) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="admin__panels">
        <UploadPanel key={today} today={today} fromBuilder={fromBuilder} previews={previews} />
        <ContentCalendar query={calendar} />
        <ReviewPanel />
      </div>
    </div>
  );
}
