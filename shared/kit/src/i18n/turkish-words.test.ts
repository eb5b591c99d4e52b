/**
 * @jest-environment node
 */
import { titlesNamedOtherwise, wordsNamedOtherwise } from '@portal/testing';
import { kitResources } from './kit-texts';

describe("the kit's Turkish", () => {
  it('writes the portal\'s generic words (Cancel, Active, Inactive...) as the shell does', () => {
    expect(wordsNamedOtherwise([kitResources()])).toEqual([]);
  });

  it('names a page as its menu item and breadcrumb do', () => {
    expect(titlesNamedOtherwise([kitResources()])).toEqual([]);
  });
});
