/** The landing page's public surface, composed by src/client/app. */
export { LandingPage } from './landing-page';
export type { LandingPageProps } from './landing-page';
