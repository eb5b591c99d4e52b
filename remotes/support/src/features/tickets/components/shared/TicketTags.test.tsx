import { screen } from '@testing-library/react';
import { contrastRatio } from '@portal/ui';
import { renderSupport, setupSupportServer } from '../../../../test-support/render-support';
import { LabelTag, labelTextColor } from './TicketTags';

setupSupportServer();

/** 'rgb(255, 255, 255)' -> '#ffffff' (jsdom answers computed colours as rgb()). */
const hex = (rgb: string) => `#${(rgb.match(/\d+/g) ?? []).slice(0, 3).map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`;

describe('LabelTag text contrast (issue 16, AA on any label colour)', () => {
  it.each(['#1a1a6e', '#000000', '#8b0000', '#FFD700', '#6495ED', '#eeeeee', '#0f0'])('reads at 4.5:1 at least on %s', (color) => {
    renderSupport(<LabelTag label={{ value: 'Refunds', color }} />, { user: 'tenant@demo.test' });
    const tag = screen.getByTestId('label-tag');
    const text = hex(getComputedStyle(tag).color);
    expect(contrastRatio(text, color.length === 4 ? `#${color.slice(1).replace(/./g, (c) => c + c)}` : color)).toBeGreaterThanOrEqual(4.5);
  });

  it('writes white on a dark label colour, dark on a light one', () => {
    renderSupport(<LabelTag label={{ value: 'Night', color: '#1a1a6e' }} />, { user: 'tenant@demo.test' });
    expect(hex(getComputedStyle(screen.getByTestId('label-tag')).color)).toBe('#ffffff');
    expect(labelTextColor('#FFD700')).toBe('#1f1f1f');
  });

  it('paints a colour with alpha over white first (#RRGGBBAA, #RGBA)', () => {
    expect(labelTextColor('#00008bff')).toBe('#ffffff');
    expect(labelTextColor('#00008b20')).toBe('#1f1f1f'); // mostly white
    expect(labelTextColor('#000c')).toBe('#ffffff'); // #333333 once painted
    expect(labelTextColor('not a colour')).toBe('#1f1f1f');
  });
});
