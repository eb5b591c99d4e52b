/**
 * @jest-environment node
 */
import { dashboardFixture } from '@portal/testing';
import { arranged, canArrange, movedTo, resizedTo, widthAt } from './arrange';

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

  it('drops a dragged widget at the place of the widget it is dropped on, the others shifting', () => {
    const ids = widgets.map((w) => w.widgetId);
    const dropped = movedTo(widgets, ids[0]!, ids[2]!);
    expect(dropped.map((w) => w.widgetId)).toEqual([ids[1], ids[2], ids[0], ...ids.slice(3)]);
    expect(dropped.map((w) => w.order)).toEqual(ids.map((_, i) => i + 1));
    expect(movedTo(widgets, ids[3]!, ids[0]!).map((w) => w.widgetId).slice(0, 2)).toEqual([ids[3], ids[0]]);
    expect(movedTo(widgets, ids[1]!, ids[1]!).map((w) => w.widgetId)).toEqual(ids);
  });

  it('resizes by pointer to the nearest quarter, half or whole row', () => {
    expect([0.1, 0.3, 0.4, 0.6, 0.8, 1.2].map(widthAt)).toEqual(['small', 'small', 'medium', 'medium', 'large', 'large']);
    expect(resizedTo(widgets, second!.widgetId, 'large').find((w) => w.widgetId === second!.widgetId)!.width).toBe('large');
  });
});
