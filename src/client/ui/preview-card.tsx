import type { ReactNode } from 'react';

/** A titled card of what players will meet (a puzzle's preview before it is published). */
export function PreviewCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mg-preview__card">
      <h3 className="mg-preview__title">{title}</h3>
      {children}
    </div>
  );
}

/** A row of labelled facts: 'Difficulty: easy', 'Hints: 3'. */
export function PreviewFacts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="mg-preview__facts">
      {items.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
