import { apiRequest } from '../../lib/http';
import type { ArchiveList } from '../../../shared/play/schemas';

export type ArchiveGame = 'mini' | 'medical' | 'medword' | 'medle' | 'medmatch';

/** A game's archive list in the query cache (and the first view's: app/first-view-queries.ts). */
export const archiveQueryKey = (game: ArchiveGame) => ['archive', game] as const;

export function fetchArchive(game: ArchiveGame): Promise<ArchiveList> {
  return apiRequest<ArchiveList>('GET', `/api/archives/${game}`);
}
