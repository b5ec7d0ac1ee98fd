import type { ReactNode } from 'react';
import { PageTitle } from '../../ui';
import type { InfoDocument, InfoSection } from './content/types';
import { RichText } from './rich-text';
import { TableOfContents } from './toc';
import './info.css';

export interface InfoDocumentViewProps {
  doc: InfoDocument;
  /** This page's path, so its own name in the text is not linked. */
  path: string;
  appName?: string;
  /** Extra content after the last section, in the text column (e.g. an account action). */
  after?: ReactNode;
}

function Section({ section, path }: { section: InfoSection; path: string }) {
  return (
    <section id={section.id} className="info-doc__section" aria-labelledby={`${section.id}-h`}>
      <h2 id={`${section.id}-h`} className="info-doc__heading">
        {section.heading}
      </h2>
      {section.paragraphs.map((text) => (
        <p key={text}>
          <RichText text={text} except={path} />
        </p>
      ))}
      {section.bullets && section.bullets.length > 0 ? (
        <ul className="info-doc__list">
          {section.bullets.map((text) => (
            <li key={text}>
              <RichText text={text} except={path} />
            </li>
          ))}
        </ul>
      ) : null}
      {section.closing?.map((text) => (
        <p key={text}>
          <RichText text={text} except={path} />
        </p>
      ))}
    </section>
  );
}

/**
 * A long information page (privacy, terms, help): one h1, a table of contents linking to every
 * section (a sticky column on wide screens), then the sections as h2s.
 */
export function InfoDocumentView({ doc, path, appName = 'MedGrid', after }: InfoDocumentViewProps) {
  return (
    <div className="info-page info-page--document">
      <PageTitle>{`${doc.title} · ${appName}`}</PageTitle>
      <header className="info-page__header">
        <h1 className="info-page__title">{doc.title}</h1>
        {doc.lastUpdated ? (
          <p className="info-page__updated">Last updated: {doc.lastUpdated}</p>
        ) : null}
      </header>
      <TableOfContents sections={doc.sections} />
      <div className="info-doc__body">
        <div className="info-doc__intro">
          {doc.intro.map((text) => (
            <p key={text}>
              <RichText text={text} except={path} />
            </p>
          ))}
        </div>
        {doc.sections.map((section) => (
          <Section key={section.id} section={section} path={path} />
        ))}
        {after}
      </div>
    </div>
  );
}
