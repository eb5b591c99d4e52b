import type { DashboardWidget, UserLayoutUpdate, WidgetLayout } from '@portal/contracts';

export type ArrangeAction = 'earlier' | 'later' | 'narrower' | 'wider';

const WIDTHS: ReadonlyArray<WidgetLayout['width']> = ['small', 'medium', 'large'];

/** Whether an action can move this widget (the first cannot move earlier, the widest cannot grow, ...). */
export function canArrange(widgets: DashboardWidget[], widgetId: string, action: ArrangeAction): boolean {
  const sorted = [...widgets].sort((a, b) => a.layout.order - b.layout.order);
  const index = sorted.findIndex((w) => w.widgetId === widgetId);
  const width = WIDTHS.indexOf(sorted[index]?.layout.width ?? 'medium');
  if (index < 0) return false;
  if (action === 'earlier') return index > 0;
  if (action === 'later') return index < sorted.length - 1;
  if (action === 'narrower') return width > 0;
  return width < WIDTHS.length - 1;
}

/** The category's whole arrangement after one action: orders renumbered 1..n, the widget moved or resized. */
export function arranged(widgets: DashboardWidget[], widgetId: string, action: ArrangeAction): UserLayoutUpdate['widgets'] {
  const sorted = [...widgets].sort((a, b) => a.layout.order - b.layout.order);
  const index = sorted.findIndex((w) => w.widgetId === widgetId);
  if (index >= 0 && (action === 'earlier' || action === 'later')) {
    const other = action === 'earlier' ? index - 1 : index + 1;
    if (other >= 0 && other < sorted.length) [sorted[index], sorted[other]] = [sorted[other]!, sorted[index]!];
  }
  return sorted.map((w, i) => {
    let width = w.layout.width;
    if (w.widgetId === widgetId && (action === 'narrower' || action === 'wider')) {
      const at = WIDTHS.indexOf(width) + (action === 'wider' ? 1 : -1);
      width = WIDTHS[Math.max(0, Math.min(WIDTHS.length - 1, at))]!;
    }
    return { widgetId: w.widgetId, order: i + 1, width };
  });
}

/** The category's whole arrangement with one widget dropped at another's place (drag and drop); orders renumbered 1..n. */
export function movedTo(widgets: DashboardWidget[], widgetId: string, targetId: string): UserLayoutUpdate['widgets'] {
  const sorted = [...widgets].sort((a, b) => a.layout.order - b.layout.order);
  const from = sorted.findIndex((w) => w.widgetId === widgetId);
  const to = sorted.findIndex((w) => w.widgetId === targetId);
  if (from >= 0 && to >= 0 && from !== to) sorted.splice(to, 0, ...sorted.splice(from, 1));
  return sorted.map((w, i) => ({ widgetId: w.widgetId, order: i + 1, width: w.layout.width }));
}

/** The category's whole arrangement with one widget set to a width (resized by pointer). */
export function resizedTo(widgets: DashboardWidget[], widgetId: string, width: WidgetLayout['width']): UserLayoutUpdate['widgets'] {
  return [...widgets].sort((a, b) => a.layout.order - b.layout.order)
    .map((w, i) => ({ widgetId: w.widgetId, order: i + 1, width: w.widgetId === widgetId ? width : w.layout.width }));
}

/**
 * The width a widget's right edge dragged to `fraction` of the row's width means: the nearest of a quarter
 * (small), half (medium) and the whole row (large).
 */
export function widthAt(fraction: number): WidgetLayout['width'] {
  if (fraction < 0.375) return 'small';
  if (fraction < 0.75) return 'medium';
  return 'large';
}
