import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '../../lib/router';
import { Button, ChevronRightIcon, Tabs, useIsMobile } from '../../ui';
import { errorText } from '../../lib/http';
import { archiveQueryKey, fetchArchive, type ArchiveGame } from './api';
import { StatusMark, statusTone } from '../../ui/status-mark';
import { formatLongDate } from '../../../shared/play/dates';
import { DAY_STATUS_LABELS } from '../../../shared/play/glance';
import './archives.css';

/** The archive tabs (docs/product.md#archives), one per game. */
export const ARCHIVE_TABS: readonly { game: ArchiveGame; label: string }[] = [
  { game: 'mini', label: 'Mini Crossword' },
  { game: 'medical', label: 'Medical Crossword' },
  { game: 'medword', label: 'MedWord' },
  { game: 'medle', label: 'Medle' },
  { game: 'medmatch', label: 'MedMatch' },
];

export const ARCHIVE_TEXTS = {
  title: 'Archives',
  intro:
    'Play any past puzzle. Archive plays are just for practice: nothing is recorded. Days you solved or started are marked. A day joins the archive once it has ended everywhere in the world (12:00 UTC the next day).',
  loading: 'Loading archived puzzles...',
  empty: (label: string) => `No archived puzzles found for ${label}.`,
  failed: 'The archives could not be loaded. Check your connection and try again.',
} as const;

function ArchiveList({ game, label }: { game: ArchiveGame; label: string }) {
  const isMobile = useIsMobile();
  const query = useQuery({ queryKey: archiveQueryKey(game), queryFn: () => fetchArchive(game) });

  if (query.isPending)
    return (
      <p className="archives__status" role="status">
        {ARCHIVE_TEXTS.loading}
      </p>
    );
  if (query.isError)
    return (
      <div className="archives__status" role="alert">
        <p>{errorText(query.error, ARCHIVE_TEXTS.failed)}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  const entries = query.data.entries;
  if (entries.length === 0) return <p className="archives__status">{ARCHIVE_TEXTS.empty(label)}</p>;
  return (
    <ul className="archives__list" aria-label={`${label} archive`}>
      {entries.map((entry) => (
        <li key={entry.date}>
          <Link className="archives__entry" to={`/archives/${game}/${entry.date}`}>
            <span className="archives__entry-text">
              <span className="archives__date">{formatLongDate(entry.date)}</span>
              {!isMobile && entry.title ? (
                <span className="archives__puzzle-title">{entry.title}</span>
              ) : null}
            </span>
            {entry.status !== 'not-started' ? (
              <StatusMark tone={statusTone(entry.status)} className="archives__mark">
                <span className="visually-hidden">, </span>
                {DAY_STATUS_LABELS[entry.status]}
              </StatusMark>
            ) : null}
            <ChevronRightIcon />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ArchivesPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('game');
  const game = ARCHIVE_TABS.find((t) => t.game === requested)?.game ?? 'mini';
  return (
    <div className="archives">
      <header className="archives__header">
        <h1 className="archives__title">{ARCHIVE_TEXTS.title}</h1>
        <p className="archives__intro">{ARCHIVE_TEXTS.intro}</p>
      </header>
      <Tabs
        label="Games"
        value={game}
        onValueChange={(value) => setParams({ game: value }, { replace: true })}
        items={ARCHIVE_TABS.map((tab) => ({
          value: tab.game,
          label: tab.label,
          content: <ArchiveList game={tab.game} label={tab.label} />,
        }))}
      />
    </div>
  );
}
