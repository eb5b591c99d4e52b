import { SEEDED_CRM_DESCRIPTIONS, SEEDED_CRM_NAMES, seededCrmNameIn, storedCrmName } from './seeded-names';

describe('seeded CRM names', () => {
  it('reads a seeded name or description in Turkish and any other as it is', () => {
    expect(seededCrmNameIn('New', 'tr')).toBe('Yeni');
    expect(seededCrmNameIn('Not contacted yet', 'tr')).toBe('Henüz iletişime geçilmedi');
    expect(seededCrmNameIn('New', 'en')).toBe('New');
    expect(seededCrmNameIn('Warm leads', 'tr')).toBe('Warm leads');
  });

  it('stores what a Turkish reader saves unchanged as the seeded name, so English readers still read English', () => {
    for (const name of [...SEEDED_CRM_NAMES, ...SEEDED_CRM_DESCRIPTIONS]) {
      expect(storedCrmName(seededCrmNameIn(name, 'tr'), 'tr')).toBe(name);
    }
    expect(storedCrmName(' Yeni ', 'tr')).toBe('New');
    // A name the reader wrote stays theirs; an English reader's "Yeni" is their own word.
    expect(storedCrmName('Sıcak adaylar', 'tr')).toBe('Sıcak adaylar');
    expect(storedCrmName('Yeni', 'en')).toBe('Yeni');
  });

  it('gives each seeded text its own Turkish (two would be stored as one)', () => {
    const turkish = [...SEEDED_CRM_NAMES, ...SEEDED_CRM_DESCRIPTIONS].map((name) => seededCrmNameIn(name, 'tr'));
    expect(new Set(turkish).size).toBe(turkish.length);
  });
});
