import { useCallback, type ComponentType } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageTitle } from '../../ui';
import { Link } from '../../lib/router';
import type { GameId } from '../../../shared/play/games';
import { fetchTodayGlance, TODAY_GLANCE_KEY } from './api';
import { GameCard } from './game-card';
import { FUTURE_PLANS, LANDING_GAMES } from './games';
import { NextPuzzleCountdown } from '../../ui/next-puzzle-countdown';
import { SocialCard } from './social-card';
import { SuggestionBox } from './suggestion-box';
import './landing.css';

export interface LandingPageProps {
  appName: string;
  tagline: string;
  username: string;
  /** From the server's configuration; the parts that need them are left out without them. */
  contactEmail?: string;
  socialUrl?: string;
  /** Opens a game's statistics (the app loads the stats modal on first use). */
  onOpenStats?: (game: GameId) => void;
  /** Each game's picture, from its folder (composed by src/client/app). */
  icons: { readonly [G in GameId]: ComponentType };
}

/**
 * /landing (docs/product.md#landing-page): welcome, the five games with today's status and play
 * buttons, the countdown to the next puzzle, suggestions, follow, plans.
 */
export function LandingPage({
  appName,
  tagline,
  username,
  contactEmail,
  socialUrl,
  onOpenStats,
  icons,
}: LandingPageProps) {
  const queryClient = useQueryClient();
  // the player's day as the server sees it, fresh on every visit (a solve shows at once)
  const glance = useQuery({ queryKey: TODAY_GLANCE_KEY, queryFn: fetchTodayGlance, staleTime: 0 });
  const data = glance.data;
  const offsetMs = data ? Date.parse(data.serverNow) - glance.dataUpdatedAt : 0;
  const newDay = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: TODAY_GLANCE_KEY }),
    [queryClient],
  );

  return (
    <div className="landing">
      <PageTitle>{`${appName} — ${tagline}`}</PageTitle>
      <header className="landing__hero">
        <h1 className="landing__title">Welcome to {appName}</h1>
        <p className="landing__tagline">{tagline}</p>
        <p className="landing__greeting">
          Good to see you, <strong>{username}</strong>. Pick a puzzle and start thinking.
        </p>
      </header>

      <section className="landing__section" aria-labelledby="games-heading">
        <div className="landing__games-head">
          <h2 id="games-heading" className="landing__section-title">
            The games
          </h2>
          {data ? (
            <NextPuzzleCountdown target={data.nextDayAt} offsetMs={offsetMs} onArrive={newDay} />
          ) : (
            // its place, held until the day arrives, so the games below do not move (CLS 0)
            <div className="countdown countdown--pending" aria-hidden="true">
              <p>
                Next puzzle in <span className="countdown__time">0:00:00</span>
              </p>
            </div>
          )}
        </div>
        <ul className="landing__games">
          {LANDING_GAMES.map((game) => (
            <GameCard
              key={game.id}
              game={game}
              Icon={icons[game.id]}
              today={data?.games.find((g) => g.game === game.id)}
              onOpenStats={onOpenStats ? () => onOpenStats(game.id) : undefined}
            />
          ))}
        </ul>
      </section>

      {contactEmail || socialUrl ? (
        <div className="landing__pair">
          {contactEmail ? <SuggestionBox appName={appName} contactEmail={contactEmail} /> : null}
          {socialUrl ? <SocialCard appName={appName} socialUrl={socialUrl} /> : null}
        </div>
      ) : null}

      <section className="landing__section" aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="landing__section-title">
          New and next
        </h2>
        <ul className="landing__plans">
          {FUTURE_PLANS.map((plan) => (
            <li key={plan.title} className="plan">
              <h3 className="plan__title">{plan.title}</h3>
              <p className="plan__text">{plan.text}</p>
              {plan.link ? (
                <Link className="plan__link" to={plan.link.to}>
                  {plan.link.label}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
