import type { EngineMode } from '../../../shared/play/games';
import type { CrosswordGame } from './api';
import { CROSSWORD_TEXTS as T } from './texts';
import { formatLongDate } from '../../../shared/play/dates';

export interface CrosswordHeaderProps {
  game: CrosswordGame;
  /** The puzzle's date (yyyy-MM-dd); a Medical Crossword's week starts there. Null while unknown. */
  date: string | null;
  title: string | null;
  subtitle: string | null;
  mode: EngineMode;
  /** The phone layout: a shorter date. */
  compact?: boolean;
}

/** 'Mini Crossword', the formatted date, the puzzle's title and subtitle, the archive notice. */
export function CrosswordHeader({
  game,
  date,
  title,
  subtitle,
  mode,
  compact,
}: CrosswordHeaderProps) {
  // a study-deck crossword: its own name, no date, and what practice means
  if (mode === 'practice')
    return (
      <header className="cw-head">
        <h1 className="cw-head__title">{title ?? T.deckTitle}</h1>
        <p className="cw-head__archive" role="note">
          {T.practiceNotice}
        </p>
      </header>
    );
  return (
    <header className="cw-head">
      <h1 className="cw-head__title">{T.title[game]}</h1>
      <p className="cw-head__date">
        {date === null ? (
          '\u00a0' // the line keeps its height while the server names the day
        ) : (
          <>
            {game === 'medical' ? 'Week of ' : ''}
            <time dateTime={date}>{formatLongDate(date, compact)}</time>
          </>
        )}
      </p>
      <p className="cw-head__subtitle">
        {title ? <span className="cw-head__puzzle">{title}</span> : null}
        {title ? <span aria-hidden="true"> · </span> : null}
        <span>{subtitle || T.defaultSubtitle}</span>
      </p>
      {mode === 'archive' ? (
        <p className="cw-head__archive" role="note">
          {T.archiveNotice}
        </p>
      ) : null}
    </header>
  );
}
