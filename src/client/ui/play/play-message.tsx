import { useId, type ReactNode } from 'react';

export interface PlayMessageProps {
  /** A line over the title (the game's name). */
  eyebrow?: string;
  title: string;
  text?: string;
  /** The text is an error the player should hear at once. */
  alert?: boolean;
  icon?: ReactNode;
  /** Links or buttons under the text. */
  children?: ReactNode;
}

/**
 * A game page with nothing to play: no puzzle today, not in the archives, could not load, not on
 * this device. The page's heading, a line of explanation and the ways on.
 */
export function PlayMessage({ eyebrow, title, text, alert, icon, children }: PlayMessageProps) {
  const id = useId();
  return (
    <section className="mg-play-message" aria-labelledby={id}>
      {icon}
      {eyebrow ? <p className="mg-play-message__eyebrow">{eyebrow}</p> : null}
      <h1 id={id} className="mg-play-message__title">
        {title}
      </h1>
      {text ? (
        <p className="mg-play-message__text" {...(alert ? { role: 'alert' } : {})}>
          {text}
        </p>
      ) : null}
      {children ? <div className="mg-play-message__actions">{children}</div> : null}
    </section>
  );
}
