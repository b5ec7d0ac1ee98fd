/**
 * What a server-rendered page carries for the client (docs/decisions/023-server-rendering.md), in
 * `<script type="application/json" id="mg-page">`: the API answers the page was rendered from (by
 * path, exactly as the API sent them to this player), the lazy components it rendered, and the
 * layout it assumed. The client hydrates from these without asking again.
 */
export interface PageData {
  answers: Record<string, unknown>;
  lazy: string[];
  mobile: boolean;
}

export const PAGE_DATA_ID = 'mg-page';

/**
 * The layout the browser last had ('mobile' or 'desktop'), set by the client on each page load:
 * the server renders for it (before the client hint and the user agent).
 */
export const LAYOUT_COOKIE = 'mg-layout';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The page data in `text`, or null when it is missing or not what the server writes. */
export function parsePageData(text: string | null | undefined): PageData | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.answers)) return null;
  const { answers, lazy, mobile } = value;
  if (!Array.isArray(lazy) || !lazy.every((n) => typeof n === 'string')) return null;
  if (typeof mobile !== 'boolean') return null;
  return { answers, lazy: lazy as string[], mobile };
}
