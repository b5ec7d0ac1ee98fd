const NETWORKS: readonly (readonly [host: string, name: string])[] = [
  ['instagram.com', 'Instagram'],
  ['tiktok.com', 'TikTok'],
  ['x.com', 'X'],
  ['twitter.com', 'X'],
  ['facebook.com', 'Facebook'],
  ['linkedin.com', 'LinkedIn'],
  ['youtube.com', 'YouTube'],
  ['bsky.app', 'Bluesky'],
  ['threads.net', 'Threads'],
];

/** The name of the social network a configured link (SOCIAL_URL) points at, or null if unknown. */
export function socialNetworkName(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  const match = NETWORKS.find(([h]) => host === h || host.endsWith(`.${h}`));
  return match ? match[1] : null;
}

/** 'Follow us on Instagram', or 'Follow us' for a network we do not know by name. */
export function followLabel(url: string): string {
  const name = socialNetworkName(url);
  return name ? `Follow us on ${name}` : 'Follow us';
}
