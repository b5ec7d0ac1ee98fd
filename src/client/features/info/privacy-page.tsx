import type { ReactNode } from 'react';
import { PRIVACY } from './content/privacy';
import { InfoDocumentView } from './info-document';

export interface PrivacyPageProps {
  /** The Delete Account control, shown at the end of the policy for a signed-in reader. */
  deleteAccountAction?: ReactNode;
}

/** /privacy (docs/product.md#information-pages). */
export function PrivacyPage({ deleteAccountAction }: PrivacyPageProps) {
  return (
    <InfoDocumentView
      doc={PRIVACY}
      path="/privacy"
      after={
        deleteAccountAction ? (
          <section className="info-doc__section info-doc__account" aria-labelledby="privacy-delete">
            <h2 id="privacy-delete" className="info-doc__heading">
              Delete your account
            </h2>
            <p>
              Deleting your account removes all of your data from MedGrid at once. Remove your
              friends and friend requests first.
            </p>
            {deleteAccountAction}
          </section>
        ) : null
      }
    />
  );
}
