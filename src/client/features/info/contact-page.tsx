import { PageTitle } from '../../ui';
import { CONTACT } from './content/contact';
import './info.css';

export interface ContactPageProps {
  /** The configured contact address (CONTACT_EMAIL). */
  contactEmail?: string;
  appName?: string;
}

/**
 * /contact (docs/product.md#information-pages): the heading, a sentence and the contact address.
 */
export function ContactPage({ contactEmail, appName = 'MedGrid' }: ContactPageProps) {
  return (
    <div className="info-page info-page--contact">
      <PageTitle>{`${CONTACT.title} · ${appName}`}</PageTitle>
      <header className="info-page__header">
        <h1 className="info-page__title">{CONTACT.title}</h1>
      </header>
      <p className="info-contact__text">{CONTACT.sentence}</p>
      {contactEmail ? (
        <p className="info-contact__address">
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
      ) : (
        <p className="info-contact__text">
          The contact address could not be loaded. Please try again later.
        </p>
      )}
    </div>
  );
}
