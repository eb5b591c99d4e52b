import { Alert, Button, Spin, theme } from 'antd';
import { useMemo, useState } from 'react';
import {
  DndContext, DragOverlay, KeyboardSensor, MouseSensor, TouchSensor, pointerWithin, rectIntersection, useSensor, useSensors,
  type Announcements, type CollisionDetection, type DragEndEvent, type DragStartEvent, type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import type { CrmClosedState, CrmDealKind } from '@portal/contracts';
import { useMayEditRecord } from '../records/use-may-edit';
import { useBoard, type BoardColumn, type BoardFilters, type Deal } from './board-api';
import { BoardColumnView } from './BoardColumnView';
import { CloseDealDialog } from './CloseDealDialog';
import { DealCardBody } from './DealCard';
import { DL, useCrmDealsTranslation } from './texts';
import { useSeededCrmName } from '@portal/kit';

/**
 * The keyboard's moves: left and right go to the neighbouring column (by where the columns are drawn), so a card
 * crosses the board one stage per key press whatever the columns' widths.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') return undefined;
  event.preventDefault();
  const { droppableRects, over, active } = context;
  const columns = [...droppableRects.entries()].sort(([, a], [, b]) => a.left - b.left);
  const from = over?.id ?? (active ? columns.find(([, rect]) => currentCoordinates.x >= rect.left && currentCoordinates.x < rect.left + rect.width)?.[0] : undefined);
  const at = columns.findIndex(([id]) => id === from);
  const next = columns[Math.min(columns.length - 1, Math.max(0, at + (event.code === 'ArrowRight' ? 1 : -1)))];
  if (!next) return currentCoordinates;
  return { x: next[1].left + 8, y: next[1].top + 8 };
};

/** The pointer's column when it is over one; else the column the card overlaps most (keyboard, edges). */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length ? within : rectIntersection(args);
};

/** The board of one pipeline (ADR 0088): drag cards between stages and closing states; a refused move comes back. */
export function PipelineBoard({ kind, filters }: { kind: CrmDealKind; filters: BoardFilters }) {
  const { t } = useCrmDealsTranslation();
  const { board, query, loadMore, move, refusal, dismissRefusal, skipped, dismissSkipped, needsTenant } = useBoard(kind, filters);
  const [dragged, setDragged] = useState<Deal | null>(null);
  // Without the kind's edit permission the cards stay put, and the board says why (ADR 0093).
  const readOnly = !useMayEditRecord(kind);
  const { token } = theme.useToken();
  const [closing, setClosing] = useState<{ card: Deal; column: BoardColumn } | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const seeded = useSeededCrmName();
  const columns = board?.columns ?? [];
  const columnName = (id: string | number | undefined) => {
    const column = columns.find((c) => c.key === id);
    return column ? (column.closedState ? t(DL[column.closedState as CrmClosedState]) : seeded(column.name)) : '';
  };
  const cardName = (id: string | number) => columns.flatMap((c) => c.cards).find((c) => c.id === id)?.name ?? '';
  const columnOf = (id: string | number) => columns.find((c) => c.cards.some((card) => card.id === id));
  const announcements = useMemo<Announcements>(() => ({
    onDragStart: ({ active }) => t(DL.pickedUp, { name: cardName(active.id), column: columnName(columnOf(active.id)?.key) }),
    // Over its own column again (or still): nothing new to say.
    onDragOver: ({ active, over }) => (over && over.id !== columnOf(active.id)?.key ? t(DL.movedOver, { name: cardName(active.id), column: columnName(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t(DL.dropped, { name: cardName(active.id), column: columnName(over.id) }) : t(DL.droppedNowhere, { name: cardName(active.id) })),
    onDragCancel: ({ active }) => t(DL.cancelled, { name: cardName(active.id) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names come from the board drawn
  }), [t, columns]);

  const onDragStart = ({ active }: DragStartEvent) => setDragged((active.data.current as { card: Deal } | undefined)?.card ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const card = (active.data.current as { card: Deal } | undefined)?.card;
    const to = columns.find((c) => c.key === over?.id);
    if (!card || !to || columnOf(card.id)?.key === to.key) return;
    if (to.closedState) setClosing({ card, column: to });
    else void move(card, to);
  };

  if (needsTenant) return null;
  if (query.isLoading) return <Spin />;
  if (query.isError) return <Alert type="error" showIcon title={query.error instanceof Error ? query.error.message : String(query.error)} />;
  if (!board?.pipelineId) return <Alert type="info" showIcon title={t(DL.noPipeline)} />;
  return (
    <>
      {refusal && (
        <Alert
          type="error" showIcon role="alert" style={{ marginBottom: 12 }} title={t(DL.moveRefused, { reason: refusal })}
          action={<Button size="small" onClick={dismissRefusal}>{t(DL.dismiss)}</Button>}
        />
      )}
      {/* Saved, with what the stage left behind still open (ADR 0093: guidance, not a refusal). */}
      {skipped && (
        <Alert
          type="warning" showIcon role="status" style={{ marginBottom: 12 }}
          title={t(DL.skippedActivities, { stage: columnName(skipped.to.key), left: seeded(skipped.stageName), activities: skipped.activities.map(seeded).join(', ') })}
          action={<Button size="small" onClick={dismissSkipped}>{t(DL.dismiss)}</Button>}
        />
      )}
      {readOnly && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t(DL.readOnlyBoard)} />}
      <DndContext
        sensors={sensors} collisionDetection={collision} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t(DL.instructions) } }}
      >
        {/* Positioned, so the cards' visually hidden texts (absolute, in columns scrolled out of view) are clipped by
            the board's own scroll and do not widen the page. */}
        <div className="pipeline-board" style={{ position: 'relative', display: 'flex', gap: 12, overflowX: 'auto', maxWidth: '100%', paddingBottom: 8, alignItems: 'flex-start' }} tabIndex={-1}>
          {columns.map((column, index) => <BoardColumnView key={column.key} column={column} index={index} onLoadMore={() => void loadMore(column)} readOnly={readOnly} />)}
        </div>
        <DragOverlay>
          {dragged && (
            <div className="pipeline-drag-overlay" style={{ background: token.colorBgElevated, border: `1px solid ${token.colorPrimary}`, borderRadius: 8, padding: 10, width: 256, boxShadow: '0 6px 16px rgba(0,0,0,.15)' }}>
              <DealCardBody card={dragged} rottingDays={null} />
            </div>
          )}
        </DragOverlay>
      </DndContext>
      {/* Mounted per drop: the reason's rule (required or not) is the dropped-on state's from the first render. */}
      {closing && <CloseDealDialog
        key={`${closing.card.id}:${closing.column.key}`}
        closing={{ name: closing.card.name, state: closing.column.closedState as CrmClosedState }}
        onCancel={() => setClosing(null)}
        onSave={(reason) => {
          const target = closing;
          setClosing(null);
          if (target) void move(target.card, target.column, reason);
        }}
      />}
    </>
  );
}
