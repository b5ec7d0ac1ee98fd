import { TERMS } from './content/terms';
import { InfoDocumentView } from './info-document';

/** /terms (docs/product.md#information-pages). */
export function TermsPage() {
  return <InfoDocumentView doc={TERMS} path="/terms" />;
}
