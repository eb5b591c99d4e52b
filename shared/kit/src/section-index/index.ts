export { SectionIndexPage, type SectionIndexPageProps } from './SectionIndexPage';
export { sectionEntries, type EntryAccess } from './section-entries';
export { sectionIndexPagesOf } from './section-index-pages';
export { SECTION_INDEX_PATHS } from './section-index-paths';
