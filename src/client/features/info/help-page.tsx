import { HELP } from './content/help';
import { InfoDocumentView } from './info-document';

/** /help: how each game works, scoring, leaderboards and streaks. */
export function HelpPage() {
  return <InfoDocumentView doc={HELP} path="/help" />;
}
