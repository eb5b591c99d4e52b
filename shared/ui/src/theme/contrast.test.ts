/**
 * @jest-environment node
 */
import { accessibleTextColor, contrastRatio, parseHexColor, readableTextOn, relativeLuminance } from './contrast';

/** Every 17th step of each channel: 4096 colours across the whole cube, greys and pure hues included. */
const CUBE: string[] = [];
for (let r = 0; r <= 255; r += 17) for (let g = 0; g <= 255; g += 17) for (let b = 0; b <= 255; b += 17) {
  CUBE.push(`#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`);
}
const TENANT_COLOURS = ['#09d0bd', '#2e43fe', '#ffeb3b', '#ff0000', '#00ff00', '#7f7f7f', '#777777', '#f5f5f5', '#000000', '#ffffff'];

describe('contrast arithmetic (WCAG 2.x)', () => {
  it('measures the known ratios', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The finding: white on the default primary is about 1.9:1.
    expect(contrastRatio('#ffffff', '#09d0bd')).toBeCloseTo(1.95, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('reads 3- and 6-digit hex and refuses anything else', () => {
    expect(parseHexColor('#0db')).toEqual([0, 221, 187]);
    expect(parseHexColor('09D0BD')).toEqual([9, 208, 189]);
    expect(() => parseHexColor('red')).toThrow('not a hex colour');
  });
});

describe('readableTextOn: the text colour on a coloured surface', () => {
  it('puts dark text on the default primary and white on the default sidebar', () => {
    expect(readableTextOn('#09d0bd')).toBe('#1f1f1f');
    expect(readableTextOn('#2e43fe')).toBe('#ffffff');
    expect(readableTextOn('#ffeb3b')).toBe('#1f1f1f');
  });

  it('reaches 4.5:1 on every colour of the cube', () => {
    const failing = CUBE.filter((bg) => contrastRatio(readableTextOn(bg), bg) < 4.5);
    expect(failing).toEqual([]);
  });

  it('falls back to black where the dark grey is not enough', () => {
    // A mid grey: neither white (4.0:1) nor #1f1f1f reaches AA here, black does.
    const bg = '#7a7a7a';
    expect(contrastRatio('#ffffff', bg)).toBeLessThan(4.5);
    expect(readableTextOn(bg)).toBe('#000000');
    expect(contrastRatio('#000000', bg)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('accessibleTextColor: a link colour darkened until it reads on its background', () => {
  it('keeps a colour that already reaches AA', () => {
    expect(accessibleTextColor('#2E43FE')).toBe('#2e43fe');
  });

  it('darkens the default primary on white just enough, keeping its hue', () => {
    const link = accessibleTextColor('#09d0bd');
    expect(contrastRatio(link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(link, '#ffffff')).toBeLessThan(4.7);
    const [r, g, b] = parseHexColor(link);
    expect(g).toBeGreaterThan(b);
    expect(b).toBeGreaterThan(r);
  });

  it('lightens a colour on a dark background', () => {
    const text = accessibleTextColor('#2e43fe', '#1f1f1f');
    expect(contrastRatio(text, '#1f1f1f')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(text)).toBeGreaterThan(relativeLuminance('#2e43fe'));
  });

  it.each(['#ffffff', '#f5f5f5', '#000000', '#2e43fe'])('reaches 4.5:1 for every colour of the cube on %s', (background) => {
    const failing = CUBE.filter((c) => contrastRatio(accessibleTextColor(c, background), background) < 4.5);
    expect(failing).toEqual([]);
  });

  it.each(TENANT_COLOURS)('gives %s a readable link on white and on the main background', (colour) => {
    expect(contrastRatio(accessibleTextColor(colour, '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(accessibleTextColor(colour, '#f5f5f5'), '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
  });
});
