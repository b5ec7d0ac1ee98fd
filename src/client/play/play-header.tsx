import { DifficultyBadge } from '../ui/play';
import { formatLongDate } from '../../shared/play/dates';
import type { Difficulty } from '../../shared/play/difficulty';

export interface PlayHeaderProps {
  title: string;
  /** The puzzle's date (yyyy-MM-dd), long on a desktop, short on a phone. */
  date: string;
  mobile: boolean;
  subtitle?: string;
  /** The day's focus or topic chip: 'Today's Focus: Hematology'. */
  focus?: { label: string; value: string };
  difficulty?: Difficulty;
  /** Shown in archive play: nothing is recorded. */
  archiveNotice?: string | null;
}

/** The head of every game screen: title, date, subtitle, focus chip, difficulty, archive note. */
export function PlayHeader(p: PlayHeaderProps) {
  return (
    <header className="play-head">
      <h1 className="play-head__title">{p.title}</h1>
      <p className="play-head__date">
        <time dateTime={p.date}>{formatLongDate(p.date, p.mobile)}</time>
      </p>
      {p.subtitle ? <p className="play-head__subtitle">{p.subtitle}</p> : null}
      {p.focus || p.difficulty ? (
        <div className="play-head__tags">
          {p.focus ? (
            <p className="play-head__focus">
              <span className="play-head__focus-label">{p.focus.label}:</span> {p.focus.value}
            </p>
          ) : null}
          {p.difficulty ? <DifficultyBadge difficulty={p.difficulty} /> : null}
        </div>
      ) : null}
      {p.archiveNotice ? (
        <p className="play-head__archive" role="note">
          {p.archiveNotice}
        </p>
      ) : null}
    </header>
  );
}
