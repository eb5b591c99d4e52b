import { HolderOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useMemo, useState } from 'react';
import {
  closestCenter, DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ListTable, useSeededCrmName, type ColumnDef } from '@portal/kit';
import type { Stage } from './pipeline-types';
import { C, useCrmSettingsTranslation } from './texts';

export interface StageOrderTableProps {
  rows: Stage[];
  columns: ColumnDef<Stage>[];
  label: string;
  loading?: boolean;
  /** A stage dropped at another place (1-based): saved like Move up / Move down. */
  onMove(stage: Stage, place: number): void;
}

/** A stage's drag handle: a button the pointer drags and the keyboard picks up (space), moves (arrows) and drops. */
function StageHandle({ stage, index }: { stage: Stage; index: number }) {
  const { t } = useCrmSettingsTranslation();
  const seeded = useSeededCrmName();
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging, isOver } = useSortable({ id: stage.id });
  return (
    <button
      type="button" ref={setNodeRef} {...attributes} {...listeners} aria-label={t(C.dragStage, { name: seeded(stage.name) })} data-stage-index={index}
      style={{
        transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.4 : 1, cursor: 'grab', touchAction: 'none',
        background: 'transparent', border: `1px ${isOver ? 'dashed' : 'solid'} ${isOver ? token.colorPrimary : token.colorBorder}`, borderRadius: 6,
        padding: '2px 6px', color: token.colorText,
      }}
    >
      <HolderOutlined aria-hidden />
    </button>
  );
}

/**
 * The stages table with a drag handle per row (ADR 0093): drag by pointer, or by keyboard (space picks up, arrows
 * move, space drops, escape cancels), each step announced with the place; the drop saves the stage's new place through
 * the same call as Move up / Move down, which stay. Loaded lazily with the stages dialog (dnd-kit is not in the
 * settings pages' chunk).
 */
export function StageOrderTable({ rows, columns, label, loading, onMove }: StageOrderTableProps) {
  const { t } = useCrmSettingsTranslation();
  const seeded = useSeededCrmName();
  const { token } = theme.useToken();
  const [dragged, setDragged] = useState<Stage | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier) => seeded(rows.find((s) => s.id === id)?.name ?? '');
  const placeOf = (id: UniqueIdentifier | undefined) => rows.findIndex((s) => s.id === id) + 1;
  const announcements = useMemo<Announcements>(() => ({
    onDragStart: ({ active }) => t(C.dragPickedUp, { name: nameOf(active.id), place: placeOf(active.id) }),
    // Over its own place (as it is picked up): nothing new to say.
    onDragOver: ({ active, over }) => (over && over.id !== active.id ? t(C.dragOver, { name: nameOf(active.id), place: placeOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => t(C.dragDropped, { name: nameOf(active.id), place: placeOf(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t(C.dragCancelled, { name: nameOf(active.id) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names and places are the rows drawn
  }), [t, rows]);
  const withHandle = useMemo<ColumnDef<Stage>[]>(() => [
    { key: 'order', title: C.order, kind: 'actions', value: () => '', width: 70, render: (s) => <StageHandle stage={s} index={rows.indexOf(s)} /> },
    ...columns,
  ], [columns, rows]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const stage = rows.find((s) => s.id === active.id);
    const place = placeOf(over?.id);
    if (stage && place > 0 && place !== stage.sortOrder) onMove(stage, place);
  };

  return (
    <DndContext
      sensors={sensors} collisionDetection={closestCenter} onDragStart={({ active }) => setDragged(rows.find((s) => s.id === active.id) ?? null)}
      onDragEnd={onDragEnd} onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t(C.dragInstructions) } }}
    >
      <SortableContext items={rows.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <ListTable<Stage> rows={rows} rowKey={(s) => s.id} columns={withHandle} translate={(text) => t(text)} loading={loading} label={label} />
      </SortableContext>
      <DragOverlay>
        {dragged && (
          <div style={{ background: token.colorBgElevated, border: `1px solid ${token.colorPrimary}`, borderRadius: 6, padding: '4px 10px', boxShadow: '0 6px 16px rgba(0,0,0,.15)' }}>
            <HolderOutlined aria-hidden /> {seeded(dragged.name)}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
