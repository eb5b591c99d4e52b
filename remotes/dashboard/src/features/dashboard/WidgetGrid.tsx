import { HolderOutlined } from '@ant-design/icons';
import { Col, Empty, Row } from 'antd';
import { useRef, useState, type PointerEvent } from 'react';
import type { DashboardCategoryWithWidgets, WidgetFilters, WidgetLayout } from '@portal/contracts';
import { D, useDashboardTranslation } from '@portal/dashboard-widgets';
import { WidgetCard } from '../widgets/WidgetCard';
import { canArrange, widthAt } from './arrange';
import { AT } from './arrange-texts';
import { useArrangeWidgets } from './use-arrange';

/** Grid columns (of 24) per widget width: a quarter, half or whole row on wide screens, whole on phones. */
const SPANS = {
  small: { xs: 24, sm: 12, xl: 6 },
  medium: { xs: 24, lg: 12 },
  large: { xs: 24 },
} as const;

export interface WidgetGridProps {
  category: DashboardCategoryWithWidgets;
  filter: WidgetFilters;
  timeZone: string | undefined;
  timezoneOffset: number;
}

/**
 * The selected category's widgets on a responsive grid, arranged by the user and kept on the server (issue 11):
 * by pointer, a widget's handle drags it onto another widget's place and its right edge drags it to a quarter,
 * half or whole row; by keyboard (and pointer), its Arrange menu does the same. The pointer hints are hidden from
 * assistive technology: the menu is their way.
 */
export function WidgetGrid({ category, filter, timeZone, timezoneOffset }: WidgetGridProps) {
  const { t } = useDashboardTranslation();
  const arrange = useArrangeWidgets();
  const rowRef = useRef<HTMLDivElement>(null);
  const cells = useRef(new Map<string, HTMLDivElement>());
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  // The width a widget is being resized to (shown while the pointer moves; saved when it is let go).
  const [resizing, setResizing] = useState<{ widgetId: string; width: WidgetLayout['width'] } | null>(null);
  const widgets = [...category.widgets].sort((a, b) => a.layout.order - b.layout.order);
  if (widgets.length === 0) return <Empty description={t(D.noWidgets)} />;

  const widthOfPointer = (widgetId: string, clientX: number) => {
    const cell = cells.current.get(widgetId)?.getBoundingClientRect();
    const row = rowRef.current?.getBoundingClientRect();
    if (!cell || !row || row.width <= 0) return null;
    return widthAt((clientX - cell.left) / row.width);
  };
  const resizeHandlers = (widgetId: string) => ({
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
      e.preventDefault();
      e.currentTarget.setPointerCapture?.(e.pointerId);
      const width = widthOfPointer(widgetId, e.clientX);
      if (width) setResizing({ widgetId, width });
    },
    onPointerMove: (e: PointerEvent<HTMLDivElement>) => {
      if (resizing?.widgetId !== widgetId) return;
      const width = widthOfPointer(widgetId, e.clientX);
      if (width && width !== resizing.width) setResizing({ widgetId, width });
    },
    onPointerUp: (e: PointerEvent<HTMLDivElement>) => {
      const width = widthOfPointer(widgetId, e.clientX) ?? resizing?.width;
      setResizing(null);
      if (width) arrange.resize(category, widgetId, width);
    },
    onPointerCancel: () => setResizing(null),
  });
  const endDrag = () => { setDragging(null); setOver(null); };

  return (
    <Row gutter={[16, 16]} ref={rowRef}>
      {widgets.map((widget) => {
        const id = widget.widgetId;
        const name = t(widget.name);
        const width = resizing?.widgetId === id ? resizing.width : widget.layout.width;
        return (
          <Col key={id} {...SPANS[width]}>
            <div
              ref={(el) => { if (el) cells.current.set(id, el); else cells.current.delete(id); }}
              data-widget-cell={id}
              style={{
                height: '100%', position: 'relative', borderRadius: 8, opacity: dragging === id ? 0.5 : 1,
                outline: over === id && dragging !== id ? '2px dashed #1668dc' : undefined, outlineOffset: 2,
              }}
              onDragOver={(e) => { if (!dragging) return; e.preventDefault(); if (over !== id) setOver(id); }}
              onDragLeave={() => { if (over === id) setOver(null); }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragging) arrange.moveTo(category, dragging, id);
                endDrag();
              }}
            >
              <WidgetCard
                widget={widget}
                dashboardFilter={filter}
                timeZone={timeZone}
                timezoneOffset={timezoneOffset}
                arrange={{ can: (action) => canArrange(widgets, id, action), run: (action) => arrange.run(category, id, action) }}
                dragHandle={(
                  <span
                    aria-hidden
                    draggable
                    data-drag-handle={id}
                    title={t(AT.dragToMove, { name })}
                    style={{ cursor: 'grab', padding: '0 4px', display: 'inline-flex' }}
                    onDragStart={(e) => {
                      e.dataTransfer?.setData('text/plain', id);
                      if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
                      const cell = cells.current.get(id);
                      if (cell) e.dataTransfer?.setDragImage?.(cell, 24, 24);
                      setDragging(id);
                    }}
                    onDragEnd={endDrag}
                  >
                    <HolderOutlined aria-hidden />
                  </span>
                )}
              />
              <div
                aria-hidden
                data-resize-handle={id}
                title={t(AT.dragToResize, { name })}
                style={{ position: 'absolute', top: 0, right: -12, width: 10, height: '100%', cursor: 'ew-resize', touchAction: 'none' }}
                {...resizeHandlers(id)}
              />
            </div>
          </Col>
        );
      })}
    </Row>
  );
}
