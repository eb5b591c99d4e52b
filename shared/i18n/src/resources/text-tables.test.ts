/**
 * @jest-environment node
 */
import { textTables } from './text-tables';

describe('textTables', () => {
  it('keys both languages by the English text', () => {
    const T = { save: 'Save', greet: 'Hello {{name}}' } as const;
    expect(textTables(T, { save: 'Kaydet', greet: 'Merhaba {{name}}' })).toEqual({
      en: { Save: 'Save', 'Hello {{name}}': 'Hello {{name}}' },
      tr: { Save: 'Kaydet', 'Hello {{name}}': 'Merhaba {{name}}' },
    });
  });
});
