import { LAZY_PAGE_GROUPS } from './lazy-page-groups';

describe('pages loaded with their group', () => {
  it.each(LAZY_PAGE_GROUPS.map((group) => [group.paths[0], group] as const))('the group of %s lists exactly the pages its chunk draws', async (_, group) => {
    expect([...group.paths].sort()).toEqual(Object.keys(await group.load()).sort());
  });
});
