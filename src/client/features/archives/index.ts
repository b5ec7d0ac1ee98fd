/** The archives page's public surface, composed by src/client/app. */
export { ARCHIVE_TABS, ARCHIVE_TEXTS, ArchivesPage } from './archives-page';
