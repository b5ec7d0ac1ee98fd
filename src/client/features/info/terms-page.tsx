import { TERMS } from './content/terms';
import { InfoDocumentView } from './info-document';

/** /terms (spec 03 §2; DECISIONS.md policy facts). */
export function TermsPage() {
  return <InfoDocumentView doc={TERMS} path="/terms" />;
}
