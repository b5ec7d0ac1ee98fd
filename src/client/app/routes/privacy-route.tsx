import { PrivacyPage } from '../../features/info/privacy-page';
import { Button } from '../../ui';
import { useShellContext } from '../app-layout';

/** /privacy, with the Delete Account button where the policy explains deletion. */
export function PrivacyRoute() {
  const { openDeleteAccount } = useShellContext();
  return (
    <PrivacyPage
      deleteAccountAction={
        <Button variant="danger" onClick={openDeleteAccount}>
          Delete Account
        </Button>
      }
    />
  );
}
