/**
 * @jest-environment node
 */
import { titlesNamedOtherwise, wordsNamedOtherwise } from '@portal/testing';
import { authenticatorResources } from './authenticator-texts';

describe("the authenticator card's Turkish", () => {
  it('writes the portal\'s generic words (Cancel, Active, Inactive...) as the shell does', () => {
    expect(wordsNamedOtherwise([authenticatorResources()])).toEqual([]);
  });

  it('names a page as its menu item and breadcrumb do', () => {
    expect(titlesNamedOtherwise([authenticatorResources()])).toEqual([]);
  });
});
