import { PrivacyPage } from '../../features/info/privacy-page';
import { Button } from '../../ui';
import { useOptionalShellContext } from '../app-layout';

/**
 * /privacy, with the Delete Account button where the policy explains deletion for a signed-in
 * reader; a visitor without a session reads the policy alone.
 */
export function PrivacyRoute() {
  const shell = useOptionalShellContext();
  return (
    <PrivacyPage
      deleteAccountAction={
        shell ? (
          <Button variant="danger" onClick={shell.openDeleteAccount}>
            Delete Account
          </Button>
        ) : undefined
      }
    />
  );
}
