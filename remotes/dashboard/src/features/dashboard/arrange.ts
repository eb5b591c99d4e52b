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
