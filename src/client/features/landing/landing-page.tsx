import { Link } from '../../lib/router';
import { isPlayable } from '../../../shared/play/games';
import { buttonClassName, PageTitle } from '../../ui';
import { GameIcon } from './game-icon';
import { FUTURE_PLANS, LANDING_GAMES } from './games';
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
}

/** /landing (spec 03 §2): welcome, the five games with play buttons, suggestions, follow, plans. */
export function LandingPage({
  appName,
  tagline,
  username,
  contactEmail,
  socialUrl,
}: LandingPageProps) {
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
        <h2 id="games-heading" className="landing__section-title">
          The games
        </h2>
        <ul className="landing__games">
          {LANDING_GAMES.map((game) => (
            <li key={game.id} className="game-card">
              <div className="game-card__top">
                <GameIcon game={game.id} />
                <span className="game-card__cadence">{game.cadence}</span>
              </div>
              <h3 className="game-card__name">{game.name}</h3>
              <p className="game-card__text">{game.description}</p>
              {isPlayable(game.id) ? (
                <Link
                  to={`/${game.id}`}
                  className={buttonClassName({ className: 'game-card__play' })}
                  aria-label={`Play ${game.name}`}
                >
                  Play
                </Link>
              ) : (
                <p className="game-card__soon">Coming soon</p>
              )}
            </li>
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
          Coming next
        </h2>
        <ul className="landing__plans">
          {FUTURE_PLANS.map((plan) => (
            <li key={plan.title} className="plan">
              <h3 className="plan__title">{plan.title}</h3>
              <p className="plan__text">{plan.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
