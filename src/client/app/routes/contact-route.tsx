import { APP_NAME } from '../../features/auth';
import { ContactPage } from '../../features/info/contact-page';
import { useAppConfig } from '../config';

/** /contact with the configured contact address. */
export function ContactRoute() {
  return <ContactPage appName={APP_NAME} contactEmail={useAppConfig()?.contactEmail} />;
}
