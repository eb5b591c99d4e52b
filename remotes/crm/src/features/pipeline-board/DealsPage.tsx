import { Input, Segmented, Space, Switch, Typography } from 'antd';
import { KitSelect, OPEN_ROW_URL_KEY, TenantPicker, useSeededCrmName } from '@portal/kit';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useUserContext } from '@portal/auth';
import type { CrmDealKind } from '@portal/contracts';
import { useBoard } from './board-api';
import { DealDrawer } from './DealDrawer';
import { DealsListPage } from './DealsListPage';
import { PipelineBoard } from './PipelineBoard';
import { DL, useCrmDealsTranslation } from './texts';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '@portal/i18n';

/**
 * /crm/opportunities and /crm/projects (ADR 0088): the pipeline board (default) or the list, switched in the URL
 * (`view=list`); the board's pipeline, owner and search in the URL too, so a link opens the same board.
 */
export function DealsPage({ kind, title: catalogueTitle }: { kind: CrmDealKind; title: string }) {
  const { t } = useCrmDealsTranslation();
  const seeded = useSeededCrmName();
  // The route catalogue's English title, in the shell's words for it (the menu's and the breadcrumb's).
  const { t: shellT } = useTranslation(SHELL_NAMESPACE);
  const title = shellT(catalogueTitle);
  const [params, setParams] = useSearchParams();
  const userId = useUserContext().data?.user.id;
  const view = params.get('view') === 'list' ? 'list' : 'board';
  const pipelineId = params.get('pipeline') ?? undefined;
  const onlyMine = params.get('mine') === '1';
  const search = params.get('q') ?? '';
  const openId = params.get(OPEN_ROW_URL_KEY);
  const filters = { pipelineId, ownerId: onlyMine ? userId : undefined, search: search || undefined };
  // The pipelines of the kind (the picker and the form's options) come with the board.
  const { board } = useBoard(kind, filters);
  const pipelines = board?.pipelines ?? [];
  const set = (key: string, value: string | undefined) => setParams((current) => {
    const next = new URLSearchParams(current);
    if (value) next.set(key, value);
    else next.delete(key);
    return next;
  }, { replace: true });
  const ids = { pipeline: useId(), search: useId(), mine: useId() };
  const intro = <Typography.Paragraph type="secondary">{t(kind === 'opportunity' ? DL.opportunitiesIntro : DL.projectsIntro)}</Typography.Paragraph>;
  const switcher = (
    <div role="group" aria-label={t(DL.view)} style={{ display: 'inline-block' }}>
      <Segmented
      value={view} onChange={(v) => set('view', v === 'list' ? 'list' : undefined)}
      options={[{ value: 'board', label: t(DL.board) }, { value: 'list', label: t(DL.list) }]}
      />
    </div>
  );
  if (view === 'list') return <DealsListPage kind={kind} title={title} pipelines={pipelines} before={<>{intro}<div style={{ marginBottom: 12 }}>{switcher}</div></>} />;
  return (
    <div style={{ maxWidth: '100%', minWidth: 0 }}>
      <Typography.Title level={2}>{title}</Typography.Title>
      {intro}
      {/* Platform staff pick the tenant whose board they see (nothing for tenant staff). */}
      <TenantPicker />
      <Space wrap style={{ marginBottom: 12 }}>
        {switcher}
        {pipelines.length > 1 && (
          <Space size={4}>
            <label htmlFor={ids.pipeline}>{t(DL.pipeline)}</label>
            <KitSelect<string> id={ids.pipeline} style={{ minWidth: 200 }} value={board?.pipelineId ?? undefined} onChange={(v: string) => set('pipeline', v)}
              options={pipelines.map((p) => ({ value: p.id, label: seeded(p.name) }))} />
          </Space>
        )}
        <Input.Search
          id={ids.search} aria-label={t(DL.search)} placeholder={t(DL.searchPlaceholder)} allowClear defaultValue={search} style={{ width: 220 }}
          onSearch={(value) => set('q', value.trim() || undefined)}
        />
        <Space size={4}>
          <Switch id={ids.mine} checked={onlyMine} onChange={(on) => set('mine', on ? '1' : undefined)} />
          <label htmlFor={ids.mine}>{t(DL.onlyMine)}</label>
        </Space>
      </Space>
      <PipelineBoard kind={kind} filters={filters} />
      {/* A card's link, a task's or a notification's: the record's drawer over the board. */}
      {openId && <DealDrawer key={openId} kind={kind} id={openId} onClose={() => set(OPEN_ROW_URL_KEY, undefined)} />}
    </div>
  );
}
