import type { CSSProperties, ReactNode } from 'react';

export interface RevealProps {
  /** What to show; nothing (null, false) keeps the slot closed at no height. */
  children?: ReactNode;
  /** Space under the content while open, in place of the surrounding layout's gap. */
  gap?: string;
  className?: string;
}

/**
 * A slot for a message that comes and goes (a form's error, a notice): it is always in the
 * page, takes no room while empty, and opens by sliding what is below it down instead of
 * making it jump (instantly under prefers-reduced-motion, ui/base.css). Put it where the layout
 * has no gap of its own and pass that gap as `gap`.
 */
export function Reveal({ children, gap, className }: RevealProps) {
  const open = children !== null && children !== undefined && children !== false;
  const style = gap ? ({ '--reveal-gap': gap } as CSSProperties) : undefined;
  return (
    <div
      className={['mg-reveal', open ? 'mg-reveal--open' : '', className ?? ''].join(' ')}
      style={style}
    >
      <div className="mg-reveal__clip">
        <div className="mg-reveal__content">{children}</div>
      </div>
    </div>
  );
}
