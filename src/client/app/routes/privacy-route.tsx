import { useOutletContext } from 'react-router';
import { PrivacyPage } from '../../features/info/privacy-page';
import { Button } from '../../ui';
import type { ShellContext } from '../app-layout';

/** /privacy, with the Delete Account button where the policy explains deletion. */
export function PrivacyRoute() {
  const { openDeleteAccount } = useOutletContext<ShellContext>();
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
