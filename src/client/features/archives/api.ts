import { apiRequest } from '../../lib/http';
import type { ArchiveList } from '../../../shared/play/schemas';

export type ArchiveGame = 'mini' | 'medical' | 'medword' | 'medle' | 'medmatch';

export function fetchArchive(game: ArchiveGame): Promise<ArchiveList> {
  return apiRequest<ArchiveList>('GET', `/api/archives/${game}`);
}
