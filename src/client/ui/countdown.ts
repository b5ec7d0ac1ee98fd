/** The countdown to the next puzzle: 'h:mm:ss' on screen, a calm rounded phrase for screen readers. */

const whole = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** '5:12:09', '0:04:30'. */
export function formatCountdown(ms: number): string {
  const s = whole(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * The same wait in words, rounded so that it changes at most once an hour (once a minute in the
 * last hour): 'about 5 hours', 'about 12 minutes', 'less than a minute'.
 */
export function spokenCountdown(ms: number): string {
  const minutes = Math.ceil(whole(ms) / 60);
  if (minutes <= 1) return 'less than a minute';
  if (minutes < 60) return `about ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return `about ${hours} hour${hours === 1 ? '' : 's'}`;
}
