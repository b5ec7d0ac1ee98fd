import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../ui';
import {
  CONTENT_KIND_NAMES,
  RUNWAY_FLAG_DAYS,
  type ContentCalendar as Calendar,
} from '../../../shared/admin/calendar';
import { addDays, formatLongDate } from '../../../shared/play/dates';

export const CALENDAR_TEXTS = {
  title: 'Content calendar',
  intro: (days: number) =>
    `The next ${days} days: a filled square has a puzzle (a weekly Medical Crossword covers its week). Runway is how many days in a row are covered from today; under ${RUNWAY_FLAG_DAYS} is flagged.`,
  loading: 'Loading the calendar...',
  failed: 'The calendar could not be loaded.',
  retry: 'Try again',
  runway: (n: number) => `${n} day${n === 1 ? '' : 's'} of runway`,
  low: 'Low',
} as const;

/** /admin's content calendar (issue 18): per kind of content, the covered days and the runway. */
export function ContentCalendar({ query }: { query: UseQueryResult<Calendar> }) {
  const cal = query.data;
  return (
    <section className="admin-panel" aria-labelledby="admin-calendar-title">
      <h2 id="admin-calendar-title" className="admin-panel__title">
        {CALENDAR_TEXTS.title}
      </h2>
      {cal ? (
        <>
          <p className="admin-panel__intro">{CALENDAR_TEXTS.intro(cal.days)}</p>
          <ul className="admin-calendar">
            {cal.rows.map((row) => (
              <li key={row.kind} className="admin-calendar__row">
                <div className="admin-calendar__head">
                  <span className="admin-calendar__name">{CONTENT_KIND_NAMES[row.kind]}</span>
                  <span
                    className={`admin-calendar__runway${row.low ? ' admin-calendar__runway--low' : ''}`}
                  >
                    {row.low ? <strong>{CALENDAR_TEXTS.low}: </strong> : null}
                    {CALENDAR_TEXTS.runway(row.runway)}
                  </span>
                </div>
                <ol
                  className="admin-calendar__days"
                  aria-label={`${CONTENT_KIND_NAMES[row.kind]}, day by day`}
                >
                  {row.days.map((filled, i) => {
                    const date = addDays(cal.from, i);
                    return (
                      <li
                        key={date}
                        className={filled ? 'is-filled' : 'is-empty'}
                        title={`${formatLongDate(date, true)}: ${filled ? 'filled' : 'empty'}`}
                      >
                        <span className="visually-hidden">
                          {formatLongDate(date, true)}: {filled ? 'filled' : 'empty'}
                        </span>
                      </li>
                    );
                  })}
                </ol>
              </li>
            ))}
          </ul>
        </>
      ) : query.isError ? (
        <div className="admin-panel__status" role="alert">
          <p>{CALENDAR_TEXTS.failed}</p>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            {CALENDAR_TEXTS.retry}
          </Button>
        </div>
      ) : (
        <p className="admin-panel__status" role="status">
          {CALENDAR_TEXTS.loading}
        </p>
      )}
    </section>
  );
}
