import { useId } from 'react';
import { followLabel, socialNetworkName } from '../../lib/social';
import { ExternalLinkIcon, buttonClassName } from '../../ui';

/** The social-media follow card (docs/product.md#landing-page). */
export function SocialCard({ appName, socialUrl }: { appName: string; socialUrl: string }) {
  const headingId = useId();
  const network = socialNetworkName(socialUrl);
  return (
    <section className="landing-card landing-card--social" aria-labelledby={headingId}>
      <h2 id={headingId} className="landing-card__title">
        Follow {appName}
      </h2>
      <p className="landing-card__text">
        New puzzles, medical trivia and the occasional behind-the-scenes look
        {network ? `, on ${network}` : ''}.
      </p>
      <a
        href={socialUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClassName({ variant: 'secondary', className: 'landing-card__action' })}
      >
        {followLabel(socialUrl)}
        <ExternalLinkIcon />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </section>
  );
}
