/**
 * @jest-environment node
 */
import { SECTION_ENTRY_DESCRIPTIONS } from './entry-descriptions';
import { sectionEntries } from './section-entries';
import { SECTION_INDEX_PATHS } from './section-index-paths';

/** Every page any user may find on a section's index: each user type holding every permission. */
const listedTitles = () => new Set(SECTION_INDEX_PATHS.flatMap((path) => (['crm', 'merchant', 'platform'] as const)
  .flatMap((profile) => sectionEntries(path, { profile, hasAny: () => true }).map((row) => row.title))));

describe('the section index pages say what each page is for', () => {
  it('every page listed on a section index has its line in English and Turkish, a sentence each', () => {
    const missing = [...listedTitles()].filter((title) => !SECTION_ENTRY_DESCRIPTIONS[title]?.en || !SECTION_ENTRY_DESCRIPTIONS[title]?.tr);
    expect(missing).toEqual([]);
    const unfinished = Object.entries(SECTION_ENTRY_DESCRIPTIONS).filter(([, line]) => !/\.$/.test(line.en) || !/\.$/.test(line.tr));
    expect(unfinished).toEqual([]);
  });

  it('keeps no line for a page no section index lists', () => {
    const listed = listedTitles();
    expect(Object.keys(SECTION_ENTRY_DESCRIPTIONS).filter((title) => !listed.has(title))).toEqual([]);
  });
});
