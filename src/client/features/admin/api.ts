import { apiRequest } from '../../lib/http';
import type { ReviewItem } from '../../../shared/play/schemas';
import type { GameId } from '../../../shared/play/games';
import type { ContentCalendar, ContentKind } from '../../../shared/admin/calendar';
import type { UploadResult } from '../../../shared/admin/schemas';
import type { WeekSummary } from '../../../shared/admin/summary';

export const reviewsKey = ['admin', 'reviews'] as const;

export const fetchReviews = () =>
  apiRequest<{ reviews: ReviewItem[] }>('GET', '/api/admin/reviews').then((r) => r.reviews);

export const decideReview = (id: string, decision: 'accept' | 'reject') =>
  apiRequest<{ ok: true }>('POST', `/api/admin/reviews/${encodeURIComponent(id)}`, { decision });

export const calendarKey = ['admin', 'calendar'] as const;

export const fetchCalendar = (days = 60) =>
  apiRequest<ContentCalendar>('GET', `/api/admin/calendar?days=${days}`);

/** One day's puzzle or question; `confirm` replaces a day that players have started. */
export function uploadOne(kind: ContentKind, date: string, data: unknown, confirm = false) {
  if (kind === 'question')
    return apiRequest<{ date: string; replaced: boolean }>(
      'PUT',
      `/api/admin/daily-questions/${date}`,
      data,
    );
  return apiRequest<UploadResult>(
    'PUT',
    `/api/admin/puzzles/${kind}/${date}${confirm ? '?confirm=true' : ''}`,
    data,
  );
}

/** Many days of one game, written whole or not at all. */
export const uploadMany = (game: GameId, days: { date: string; puzzle: unknown }[]) =>
  apiRequest<{ game: GameId; days: number; replaced: number }>(
    'PUT',
    `/api/admin/puzzles/${game}`,
    days,
  );

/** One game's week from Monday `start`, for the test pages. */
export const fetchWeek = (game: GameId, start: string) =>
  apiRequest<WeekSummary>('GET', `/api/admin/week/${game}?start=${start}`);

/** The server's export of a stored crossword as a .puz or .ipuz file (a download link). */
export const crosswordExportUrl = (
  game: 'mini' | 'medical',
  date: string,
  format: 'puz' | 'ipuz',
) => `/api/admin/puzzles/${game}/${date}/export?format=${format}`;
