/** The admin tools' public surface, composed by src/client/app. */
export { AdminPage } from './admin-page';
