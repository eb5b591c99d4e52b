/**
 * @jest-environment node
 */
import * as contracts from '../index';
import { RESOURCE_TITLES_TR } from './resource-titles';

const resourceTitles = [...new Set(Object.values(contracts)
  .filter((v): v is { title: string } => !!v && typeof v === 'object' && 'key' in v && 'endpoints' in v && typeof (v as { title?: unknown }).title === 'string')
  .map((r) => r.title))];

describe("the resources' titles in Turkish", () => {
  it('names every resource (its dialogs say "Yeni: …"), and keeps none no resource has', () => {
    expect(resourceTitles.length).toBeGreaterThan(50);
    expect(resourceTitles.filter((title) => !RESOURCE_TITLES_TR[title])).toEqual([]);
    expect(Object.keys(RESOURCE_TITLES_TR).filter((title) => !resourceTitles.includes(title))).toEqual([]);
  });
});
