import { render } from '@testing-library/react';
import type { ChartType } from '@portal/contracts';
import type { ChartPoint } from '../ChartView';
import { ChartSketch } from './ChartSketch';

const week: ChartPoint[] = [
  { x: '30/11', y: 2800, extra: null },
  { x: '01/12', y: 600, extra: null },
  { x: '02/12', y: 3600, extra: null },
];

function sketch(chartType: ChartType, points: ChartPoint[], width = 480) {
  const { container } = render(<ChartSketch chartType={chartType} points={points} width={width} height={220} primary="#2f54eb" />);
  return container.querySelector('[data-testid="chart-sketch"]')!;
}

const labels = (root: Element) => [...root.querySelectorAll('text')].map((t) => t.textContent);
/** The y of each point a path goes through. */
const pathYs = (path: Element) => [...path.getAttribute('d')!.matchAll(/[ML][\d.]+ ([\d.]+)/g)].map((m) => Number(m[1]));
const numberAttr = (el: Element, name: string) => Number(el.getAttribute(name));

describe('a chart sketched before its library loads (ADR 0141)', () => {
  it('a line: one point per day in order, its axis labelled as the chart library labels it, hidden from screen readers', () => {
    const root = sketch('LineChart', week);
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(labels(root)).toEqual(expect.arrayContaining(['500', '4.000', '30/11', '01/12', '02/12']));
    const [monday, tuesday, wednesday] = pathYs(root.querySelector('[data-part="line"]')!);
    // Higher figures draw higher (smaller y): 3 600 above 2 800 above 600.
    expect(wednesday!).toBeLessThan(monday!);
    expect(monday!).toBeLessThan(tuesday!);
  });

  it('a combo: a column per hour in the primary colour, heights as the figures, the volume as a line on its own axis', () => {
    const root = sketch('ComboChart', [{ x: '06:00', y: 1, extra: 100 }, { x: '07:00', y: 2, extra: 1750 }, { x: '08:00', y: 0, extra: 0 }]);
    const columns = [...root.querySelectorAll('[data-part="column"]')];
    expect(columns.map((c) => c.getAttribute('fill'))).toEqual(['#2f54eb', '#2f54eb', '#2f54eb']);
    expect(numberAttr(columns[1]!, 'height')).toBeCloseTo(2 * numberAttr(columns[0]!, 'height'));
    expect(numberAttr(columns[2]!, 'height')).toBe(0);
    expect(root.querySelector('[data-part="line"]')).toHaveAttribute('stroke', '#d46b08');
    expect(labels(root)).toEqual(expect.arrayContaining(['2', '2.000']));
  });

  it('24 hours in a narrow card: the hours stand upright and every other one is written', () => {
    const hours = Array.from({ length: 24 }, (_, h) => ({ x: `${String(h).padStart(2, '0')}:00`, y: h % 3, extra: h * 10 }));
    const root = sketch('ComboChart', hours, 320);
    const hourLabels = [...root.querySelectorAll('text')].filter((t) => /:00$/.test(t.textContent!));
    expect(hourLabels.length).toBeLessThan(24);
    expect(hourLabels[0]).toHaveTextContent('00:00');
    expect(hourLabels[0]!.getAttribute('transform')).toMatch(/rotate\(90\)/);
  });

  it('bars: one per reason, as long as its figure, a long reason cut to fit', () => {
    const root = sketch('BarChart', [{ x: 'Insufficient funds', y: 6, extra: null }, { x: 'Do not honour', y: 3, extra: null }, { x: 'Issuer or switch unavailable for a very long time indeed', y: 0, extra: null }]);
    const bars = [...root.querySelectorAll('[data-part="bar"]')];
    expect(bars).toHaveLength(3);
    expect(numberAttr(bars[0]!, 'width')).toBeCloseTo(2 * numberAttr(bars[1]!, 'width'));
    expect(numberAttr(bars[2]!, 'width')).toBe(0);
    expect(labels(root)).toEqual(expect.arrayContaining(['Insufficient funds', '0', '6']));
    expect(labels(root).find((l) => l!.startsWith('Issuer'))).toMatch(/…$/);
  });

  it('a pie: a slice per status with a figure, every status in the legend in the chart library\'s colours', () => {
    const root = sketch('PieChart', [{ x: 'Captured', y: 75, extra: null }, { x: 'Declined', y: 25, extra: null }, { x: 'Failed', y: 0, extra: null }]);
    const slices = [...root.querySelectorAll('path')];
    expect(slices.map((s) => s.getAttribute('fill'))).toEqual(['#1783FF', '#00C9C9']);
    // Three quarters: the large arc.
    expect(slices[0]!.getAttribute('d')).toMatch(/^M0\.0000 -1\.0000A1 1 0 1 0/);
    expect(slices[1]!.getAttribute('d')).toMatch(/A1 1 0 0 0/);
    expect([...root.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Captured', 'Declined', 'Failed']);
  });

  it('a pie of one status is a whole ring', () => {
    const root = sketch('PieChart', [{ x: 'Captured', y: 9, extra: null }]);
    expect(root.querySelector('path')!.getAttribute('d')!.match(/M/g)).toHaveLength(2);
  });
});
