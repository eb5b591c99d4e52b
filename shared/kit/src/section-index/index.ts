export { SectionIndexPage, type SectionIndexPageProps } from './SectionIndexPage';
export { sectionEntries, type EntryAccess } from './section-entries';
