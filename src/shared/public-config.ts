/**
 * Public, non-secret settings of a server that the client needs: GET /api/config, and the same
 * JSON written into every page (src/server/page-preloads.ts, read by src/client/app/config.ts).
 */
export interface PublicConfig {
  appName: string;
  socialUrl: string;
  contactEmail: string;
  /** Mail goes to the local outbox (/dev/outbox), not to an SMTP server. */
  outbox: boolean;
}
