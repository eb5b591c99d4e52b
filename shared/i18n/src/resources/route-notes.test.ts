/**
 * @jest-environment node
 */
import { VERSION_NOTES } from '@portal/contracts';
import { createPortalI18n } from '../instance/portal-i18n';
import { routeNotesTr } from './route-notes';

describe("the versioned pages' notes in Turkish", () => {
  const i18n = createPortalI18n('en');

  it('has a Turkish text for every note, and none for a note that is gone', () => {
    const notes = Object.values(VERSION_NOTES);
    expect(notes.filter((note) => !routeNotesTr[note] || routeNotesTr[note] === note)).toEqual([]);
    expect(Object.keys(routeNotesTr).filter((note) => !notes.includes(note))).toEqual([]);
    expect(i18n.t(VERSION_NOTES['transaction-lookup-v3']!, { lng: 'tr' })).toMatch(/^Sürüm 3 \(BDT\)/);
  });
});
