import { useId } from 'react';
import { useIsMobile } from '../../ui';
import type { InfoSection } from './content/types';

/**
 * "On this page": links to every section. A sticky column beside the text on wide screens; on
 * phones a closed disclosure above the text, so a long list does not push the page down.
 */
export function TableOfContents({ sections }: { sections: readonly InfoSection[] }) {
  const mobile = useIsMobile();
  const headingId = useId();
  const list = (
    <ol className="info-toc__list">
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>{section.heading}</a>
        </li>
      ))}
    </ol>
  );
  if (mobile) {
    return (
      <nav className="info-toc info-toc--mobile" aria-label="On this page">
        <details>
          <summary className="info-toc__summary">On this page</summary>
          {list}
        </details>
      </nav>
    );
  }
  return (
    <nav className="info-toc" aria-labelledby={headingId}>
      <h2 id={headingId} className="info-toc__title">
        On this page
      </h2>
      {list}
    </nav>
  );
}
