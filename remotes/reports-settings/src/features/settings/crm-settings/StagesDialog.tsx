import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { PIPELINE_ENDPOINTS as E, PIPELINES } from '@portal/contracts';
import { ActionButton, invalidateResource, ListTable, useSeededCrmName, type ColumnDef } from '@portal/kit';
import { useDialogFocus } from '@portal/ui';
import type { Pipeline, Stage } from './pipeline-types';
import { refusalOf, StageFormDialog } from './StageFormDialog';
import { C, useCrmSettingsTranslation } from './texts';

// dnd-kit comes with the stages dialog, not with the settings pages (their first visit stays light; ADR 0093).
const StageOrderTable = lazy(() => import(/* webpackChunkName: "stage-order" */ './StageOrderTable').then((m) => ({ default: m.StageOrderTable })));

type Outcome = { ok: boolean; text: string } | null;

/**
 * A pipeline's stages in order (spec section 7.7): add, edit, drag to another place or move up or down (records move
 * with their stage), make
 * the default, delete one without records. Every change answers the pipeline as saved; the list behind refreshes.
 */
export function StagesDialog({ pipeline, onClose }: { pipeline: Pipeline; onClose(): void }) {
  const { t } = useCrmSettingsTranslation();
  // Seeded names read in the reader's language; a move sends the stage's stored name back as it is.
  const seeded = useSeededCrmName();
  const focus = useDialogFocus(true);
  const queryClient = useQueryClient();
  const query = { tenantId: pipeline.tenantId };
  const key = ['pipeline-stages', pipeline.id];
  const stages = useQuery({ queryKey: key, queryFn: ({ signal }) => callApi(E.stages, { params: { id: pipeline.id }, query, signal }), initialData: pipeline.stages });
  const [editing, setEditing] = useState<Stage | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Stage | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const rows = (stages.data ?? []) as Stage[];

  const saved = (answer: Pipeline, text: string) => {
    queryClient.setQueryData(key, answer.stages);
    void invalidateResource(queryClient, PIPELINES);
    setOutcome({ ok: true, text });
  };
  // Buttons stay enabled while a change is on its way (a disabled one would drop the keyboard's focus): a click then waits.
  const run = async (send: () => Promise<unknown>, text: (answer: Pipeline) => string) => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const answer = (await send()) as Pipeline;
      saved(answer, text(answer));
    } catch (error) {
      setOutcome({ ok: false, text: t(refusalOf(error)) });
    } finally {
      setBusy(false);
    }
  };
  const move = (stage: Stage, place: number) => run(
    () => callApi(E.updateStage, { params: { id: pipeline.id, stageId: stage.id }, query, silent: true, body: {
      name: stage.name, probability: stage.probability, activitySetId: stage.activitySetId, rottingDays: stage.rottingDays, sortOrder: place,
    } }),
    () => t(C.stageMoved, { name: seeded(stage.name), place }),
  );
  const makeDefault = (stage: Stage) => run(
    () => callApi(E.resetDefaultStage, { params: { id: pipeline.id }, query, body: { stageId: stage.id }, silent: true }),
    () => t(C.defaultSet, { name: seeded(stage.name) }),
  );
  const remove = (stage: Stage) => run(
    () => callApi(E.removeStage, { params: { id: pipeline.id, stageId: stage.id }, query, silent: true }),
    () => t(C.stageDeleted, { name: seeded(stage.name) }),
  );

  const columns = useMemo<ColumnDef<Stage>[]>(() => [
    { key: 'place', title: C.place, kind: 'count', value: (s) => s.sortOrder, width: 80 },
    {
      key: 'name', title: C.name, value: (s) => seeded(s.name), alwaysShown: true, width: 180,
      render: (s) => <>{seeded(s.name)}{s.isDefault && <Tag style={{ marginInlineStart: 8 }}>{t(C.defaultStage)}</Tag>}</>,
    },
    { key: 'probability', title: C.probability, kind: 'count', value: (s) => s.probability, width: 110 },
    { key: 'activitySet', title: C.activitySet, value: (s) => s.activitySetName ?? t(C.noActivitySet), width: 160 },
    { key: 'rotting', title: C.rottingDays, value: (s) => (s.rottingDays === null ? t(C.never) : String(s.rottingDays)), width: 120 },
    { key: 'open', title: C.openRecords, kind: 'count', value: (s) => s.openRecords, width: 110 },
    {
      key: 'actions', title: C.actions, kind: 'actions', value: () => '', width: 190, render: (s) => (
        <Flex gap={2} wrap>
          <ActionButton label={t(C.moveUp, { name: seeded(s.name) })} icon={<ArrowUpOutlined aria-hidden />} disabled={s.sortOrder === 1} onClick={() => { void move(s, s.sortOrder - 1); }} />
          <ActionButton label={t(C.moveDown, { name: seeded(s.name) })} icon={<ArrowDownOutlined aria-hidden />} disabled={s.sortOrder === rows.length} onClick={() => { void move(s, s.sortOrder + 1); }} />
          <ActionButton label={t(C.makeDefault, { name: seeded(s.name) })} icon={<StarOutlined aria-hidden />} disabled={s.isDefault} onClick={() => { void makeDefault(s); }} />
          <ActionButton label={t(C.editStage, { name: seeded(s.name) })} icon={<EditOutlined aria-hidden />} onClick={() => setEditing(s)} />
          <ActionButton label={t(C.deleteStage, { name: seeded(s.name) })} icon={<DeleteOutlined aria-hidden />} danger
            blockedBy={rows.length === 1 ? t(C.lastStageBlocked) : s.openRecords > 0 ? t(C.deleteStageBlocked) : undefined} onClick={() => setDeleting(s)} />
        </Flex>
      ),
    },
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the actions read the latest state through `run`'s guard
  ], [t, rows.length, busy, seeded]);

  return (
    <Modal {...focus} open title={t(C.stagesOf, { name: seeded(pipeline.name) })} onCancel={onClose} width={1080}
      footer={<Button onClick={onClose}>{t(C.close)}</Button>}>
      <Flex vertical gap={12}>
        {stages.isError && <Alert type="error" showIcon role="alert" title={t(C.loadFailed)} />}
        {/* Announced to screen readers: what a move, a default or a delete did. */}
        <div role="status" aria-live="polite">
          {outcome && <Alert type={outcome.ok ? 'success' : 'error'} showIcon title={outcome.text} />}
        </div>
        <div style={{ overflowX: 'auto' }}>
          <Suspense fallback={(
            <ListTable<Stage>
              rows={rows} rowKey={(s) => s.id} columns={columns} translate={(text) => t(text)} loading={stages.isFetching && !rows.length}
              label={t(C.stagesOf, { name: seeded(pipeline.name) })}
            />
          )}>
            <StageOrderTable rows={rows} columns={columns} loading={stages.isFetching && !rows.length} label={t(C.stagesOf, { name: seeded(pipeline.name) })}
              onMove={(stage, place) => { void move(stage, place); }} />
          </Suspense>
        </div>
        <div>
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>{t(C.addStage)}</Button>
        </div>
      </Flex>
      {editing && (
        <StageFormDialog pipeline={pipeline} stage={editing === 'new' ? undefined : editing} onDone={(answer) => {
          const stored = editing === 'new' ? answer?.stages[answer.stages.length - 1]?.name : editing.name;
          const name = stored === undefined ? undefined : seeded(stored);
          setEditing(null);
          if (answer) saved(answer, t(C.stageSaved, { name: name ?? '' }));
        }} />
      )}
      <Modal open={deleting !== null} title={deleting ? t(C.deleteStageTitle, { name: seeded(deleting.name) }) : undefined} okButtonProps={{ danger: true }}
        okText={deleting ? t(C.deleteStage, { name: seeded(deleting.name) }) : undefined} cancelText={t(C.cancel)} destroyOnHidden
        onCancel={() => setDeleting(null)} onOk={() => { const s = deleting!; setDeleting(null); void remove(s); }}>
        <Typography.Paragraph>{t(C.deleteStageBody)}</Typography.Paragraph>
      </Modal>
    </Modal>
  );
}
