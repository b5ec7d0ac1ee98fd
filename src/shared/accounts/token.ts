/**
 * Parses an emailed confirmation token (a JWT) far enough to tell a readable reason before any
 * request: the four reasons of docs/product.md#email-confirmation. Signature and contents are
 * checked by the server only.
 */
export type JwtShape =
  { ok: true; exp: number; payload: Record<string, unknown> } | { ok: false; error: JwtShapeError };
export type JwtShapeError =
  'Invalid JWT structure' | 'JWT not in base64url format' | 'JWT has expired' | 'Missing exp claim';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodeBase64Url(part: string): string | null {
  try {
    const padded =
      part.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (part.length % 4)) % 4);
    return decodeURIComponent(
      Array.from(atob(padded), (c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
    );
  } catch {
    return null;
  }
}

export function inspectJwt(token: string, nowMs: number): JwtShape {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, error: 'Invalid JWT structure' };
  if (!parts.every((p) => BASE64URL.test(p)))
    return { ok: false, error: 'JWT not in base64url format' };
  const json = decodeBase64Url(parts[1] ?? '');
  if (json === null) return { ok: false, error: 'JWT not in base64url format' };
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return { ok: false, error: 'Invalid JWT structure' };
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return { ok: false, error: 'Invalid JWT structure' };
  }
  const claims = payload as Record<string, unknown>;
  const exp = claims['exp'];
  if (typeof exp !== 'number') return { ok: false, error: 'Missing exp claim' };
  if (exp * 1000 <= nowMs) return { ok: false, error: 'JWT has expired' };
  return { ok: true, exp, payload: claims };
}
