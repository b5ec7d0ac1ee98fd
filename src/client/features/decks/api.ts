import { apiRequest, apiUpload } from '../../lib/http';
import type {
  DeckCrosswordInfo,
  DeckCrosswordSummary,
  DeckDetail,
  DeckDirection,
  DeckFormat,
  DecksOverview,
} from '../../../shared/decks/schemas';

/** The study decks API (docs/api-play.md#study-decks), one function per route. */

export const decksQueryKey = ['decks'] as const;
export const deckQueryKey = (id: string) => ['deck', id] as const;
export const crosswordInfoKey = (id: string) => ['deck-crossword', id] as const;

const q = (params: Record<string, string | undefined>) =>
  new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();

export const fetchDecks = () => apiRequest<DecksOverview>('GET', '/api/decks');

export const uploadDeck = (
  file: Blob,
  meta: { name: string; format: DeckFormat; direction?: DeckDirection },
) => apiUpload<DeckDetail>(`/api/decks?${q(meta)}`, file);

export const fetchDeck = (id: string) =>
  apiRequest<DeckDetail>('GET', `/api/decks/${encodeURIComponent(id)}`);

export const updateDeck = (id: string, change: { name?: string; direction?: DeckDirection }) =>
  apiRequest<DeckDetail>('PATCH', `/api/decks/${encodeURIComponent(id)}`, change);

export const deleteDeck = (id: string) =>
  apiRequest<null>('DELETE', `/api/decks/${encodeURIComponent(id)}`);

export const generateCrossword = (deckId: string, body: { name: string; cards: number[] }) =>
  apiRequest<DeckCrosswordSummary & { leftOut: number[] }>(
    'POST',
    `/api/decks/${encodeURIComponent(deckId)}/crosswords`,
    body,
  );

const crosswordPath = (id: string) => `/api/decks/crosswords/${encodeURIComponent(id)}`;

export const fetchCrosswordInfo = (id: string) =>
  apiRequest<DeckCrosswordInfo>('GET', crosswordPath(id));

export const renameCrossword = (id: string, name: string) =>
  apiRequest<DeckCrosswordInfo>('PATCH', crosswordPath(id), { name });

export const deleteCrossword = (id: string) => apiRequest<null>('DELETE', crosswordPath(id));

export const relayoutCrossword = (id: string) =>
  apiRequest<DeckCrosswordInfo & { leftOut: number[] }>('POST', `${crosswordPath(id)}/layout`, {});

export const shareCrossword = (id: string, friendIds: string[]) =>
  apiRequest<DeckCrosswordInfo>('PUT', `${crosswordPath(id)}/shares`, { friendIds });
