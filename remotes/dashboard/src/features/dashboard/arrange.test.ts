import { dashboardFixture } from '@portal/testing';
import { arranged, canArrange } from './arrange';

const widgets = dashboardFixture('Merchant')[0]!.widgets;
const [first, second, third] = widgets;

describe('arranging a category\'s widgets', () => {
  it('swaps a widget with its neighbour and renumbers every order from 1', () => {
    const later = arranged(widgets, first!.widgetId, 'later');
    expect(later.slice(0, 3).map((w) => [w.widgetId, w.order])).toEqual([[second!.widgetId, 1], [first!.widgetId, 2], [third!.widgetId, 3]]);
    expect(later).toHaveLength(widgets.length);
    expect(arranged(widgets, second!.widgetId, 'earlier')[0]!.widgetId).toBe(second!.widgetId);
  });

  it('makes a widget a step wider or narrower: small, medium, large', () => {
    expect(arranged(widgets, first!.widgetId, 'wider').find((w) => w.widgetId === first!.widgetId)!.width).toBe('medium');
    expect(arranged(widgets, first!.widgetId, 'narrower').find((w) => w.widgetId === first!.widgetId)!.width).toBe('small');
  });

  it('offers only what can be done', () => {
    expect(canArrange(widgets, first!.widgetId, 'earlier')).toBe(false);
    expect(canArrange(widgets, first!.widgetId, 'later')).toBe(true);
    expect(canArrange(widgets, first!.widgetId, 'narrower')).toBe(false);
    expect(canArrange(widgets, widgets.at(-1)!.widgetId, 'later')).toBe(false);
    expect(canArrange(widgets, widgets.at(-1)!.widgetId, 'wider')).toBe(false);
  });
});
