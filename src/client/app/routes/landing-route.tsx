import { APP_NAME, TAGLINE, useMe } from '../../features/auth';
import { LandingPage } from '../../features/landing';
import { useAppConfig } from '../config';

/** /landing with the signed-in user's name and the server's contact and social links. */
export function LandingRoute() {
  const me = useMe();
  const config = useAppConfig();
  if (!me) return null;
  return (
    <LandingPage
      appName={APP_NAME}
      tagline={TAGLINE}
      username={me.username}
      contactEmail={config?.contactEmail}
      socialUrl={config?.socialUrl}
    />
  );
}
