/** The admin tools' public surface, composed by src/client/app. */
export { AdminPage } from './admin-page';
export type { GamePreviews } from './upload-panel';
export { TestPage, TEST_PAGE_TEXTS } from './test-page';
export type { TestPageProps } from './test-page';
export { BuilderPage } from './builder/builder-page';
