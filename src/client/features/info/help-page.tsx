import { helpDocument } from './content/help';
import { InfoDocumentView } from './info-document';

const HELP = helpDocument();

/** /help: how each playable game works, scoring, leaderboards and streaks. */
export function HelpPage() {
  return <InfoDocumentView doc={HELP} path="/help" />;
}
