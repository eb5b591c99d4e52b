import { titlesNamedOtherwise, wordsNamedOtherwise } from '@portal/testing';
import { resources } from './i18n';

describe("the crm pages' Turkish", () => {
  it('names a page as its menu item and breadcrumb do: a catalogue title has one Turkish text', () => {
    expect(titlesNamedOtherwise([resources])).toEqual([]);
  });

  it('writes the portal\'s generic words (Cancel, Active, Inactive...) as the shell does', () => {
    expect(wordsNamedOtherwise([resources])).toEqual([]);
  });
});
