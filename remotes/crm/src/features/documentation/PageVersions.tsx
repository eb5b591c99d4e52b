import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { callApi } from '@portal/api-client';
import { useProfileTimeZone } from '@portal/auth';
import { DOC_PAGE_ENDPOINTS, DOC_PAGES } from '@portal/contracts';
import { formatInTimeZone, invalidateResource, ItemList, ItemListItem, KitSelect, newRequestId, resourceBannerId, useActionRunner } from '@portal/kit';
import { lineDiff } from './line-diff';
import type { DocPage } from './PageEditorDialog';
import { DO, useDocumentationTranslation } from './texts';

const VERSIONS_KEY = 'documentation-versions';

function useVersion(pageId: string, version: number | undefined) {
  return useQuery({
    queryKey: [VERSIONS_KEY, pageId, 'one', version],
    enabled: version !== undefined,
    queryFn: ({ signal }) => callApi(DOC_PAGE_ENDPOINTS.version, { params: { id: pageId, version: version! }, signal }),
  });
}

/** The changes between two versions: title and audience in words, the text line by line. */
function VersionDiff({ pageId, from, to }: { pageId: string; from: number; to: number }) {
  const { t } = useDocumentationTranslation();
  const older = useVersion(pageId, from);
  const newer = useVersion(pageId, to);
  if (older.isError || newer.isError) return <Alert type="error" showIcon title={t(DO.loadFailed, { message: (older.error ?? newer.error)!.message })} />;
  if (!older.data || !newer.data) return <Spin />;
  const lines = lineDiff(older.data.body, newer.data.body);
  const changed = lines.some((l) => l.kind !== 'same');
  return (
    <section aria-label={t(DO.diffTitle, { from, to })}>
      <Typography.Title level={4}>{t(DO.diffTitle, { from, to })}</Typography.Title>
      {older.data.title !== newer.data.title && <Typography.Paragraph>{t(DO.titleChanged, { from: older.data.title, to: newer.data.title })}</Typography.Paragraph>}
      {older.data.audience !== newer.data.audience && (
        <Typography.Paragraph>{t(DO.audienceChanged, { from: t(DO[older.data.audience]), to: t(DO[newer.data.audience]) })}</Typography.Paragraph>
      )}
      {!changed ? <Typography.Paragraph type="secondary">{t(DO.noChanges)}</Typography.Paragraph> : (
        <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 13, margin: 0 }}>
          {lines.map((line, i) => line.kind === 'same'
            ? <div key={i}>{`  ${line.text}`}</div>
            : line.kind === 'added'
              ? <ins key={i} style={{ display: 'block', background: '#e6f4ea', color: '#0b5a1e', textDecoration: 'none' }} title={t(DO.added)}>
                <span aria-label={t(DO.added)}>+ </span>{line.text}</ins>
              : <del key={i} style={{ display: 'block', background: '#fdecea', color: '#8a1c12' }} title={t(DO.removed)}>
                <span aria-label={t(DO.removed)}>- </span>{line.text}</del>)}
        </pre>
      )}
    </section>
  );
}

/**
 * A page's versions (ADR 0099): who saved each and when, a restored one naming its source; any two compared line by
 * line; an earlier one restored (after a confirmation) as a new version.
 */
export function PageVersions({ page, mayEdit }: { page: DocPage; mayEdit: boolean }) {
  const { t } = useDocumentationTranslation();
  const timeZone = useProfileTimeZone();
  const queryClient = useQueryClient();
  const versions = useQuery({
    queryKey: [VERSIONS_KEY, page.id, 'list', page.version],
    queryFn: ({ signal }) => callApi(DOC_PAGE_ENDPOINTS.versions, { params: { id: page.id }, signal }),
  });
  const [from, setFrom] = useState<number | undefined>(page.version > 1 ? page.version - 1 : undefined);
  const [to, setTo] = useState<number>(page.version);
  const [restoring, setRestoring] = useState<number | null>(null);
  const runner = useActionRunner({
    bannerId: resourceBannerId(DOC_PAGES),
    refresh: async () => {
      await invalidateResource(queryClient, DOC_PAGES);
      await queryClient.invalidateQueries({ queryKey: [VERSIONS_KEY, page.id] });
    },
  });

  if (versions.isError) return <Alert type="error" showIcon title={t(DO.loadFailed, { message: versions.error.message })} />;
  if (!versions.data) return <Spin />;
  const options = versions.data.map((v) => ({ value: v.version, label: t(DO.versionN, { version: v.version }) }));
  const restore = async (version: number) => {
    setRestoring(null);
    await runner.run({
      requestId: newRequestId(),
      send: () => callApi(DOC_PAGE_ENDPOINTS.restore, { params: { id: page.id, version }, body: {}, silent: true }),
      successMessage: () => t(DO.restored, { version, current: page.version + 1 }),
    });
    setFrom(version);
    setTo(page.version + 1);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <ItemList size="small" items={versions.data} renderItem={(v) => (
        <ItemListItem actions={mayEdit && v.version !== page.version ? [
          <Button key="restore" size="small" onClick={() => setRestoring(v.version)} aria-label={t(DO.restoreVersion, { version: v.version })}>{t(DO.restore)}</Button>,
        ] : []}>
          <Space orientation="vertical" size={0}>
            <Typography.Text strong>
              {t(DO.versionN, { version: v.version })}{v.version === page.version ? ` (${t(DO.current)})` : ''} · {v.title}
            </Typography.Text>
            <Typography.Text type="secondary">
              <time dateTime={v.createdAt}>{formatInTimeZone(v.createdAt, timeZone, 'dateTime')}</time>
              {v.createdByName ? ` · ${v.createdByName}` : ''}{v.restoredFrom ? ` · ${t(DO.restoredFrom, { version: v.restoredFrom })}` : ''}
            </Typography.Text>
          </Space>
        </ItemListItem>
      )} />
      {versions.data.length > 1 && (
        <Space wrap>
          <label>{t(DO.compareFrom)}{' '}
            <KitSelect aria-label={t(DO.compareFrom)} value={from} options={options} onChange={setFrom} style={{ minWidth: 140 }} />
          </label>
          <label>{t(DO.compareTo)}{' '}
            <KitSelect aria-label={t(DO.compareTo)} value={to} options={options} onChange={setTo} style={{ minWidth: 140 }} />
          </label>
        </Space>
      )}
      {from !== undefined && from !== to && <VersionDiff pageId={page.id} from={from} to={to} />}
      {restoring !== null && (
        <Modal open title={t(DO.restoreVersion, { version: restoring })} okText={t(DO.restore)} cancelText={t(DO.cancel)}
          onOk={() => { void restore(restoring); }} onCancel={() => setRestoring(null)}>
          <Typography.Paragraph>{t(DO.restoreConfirm, { version: restoring })}</Typography.Paragraph>
        </Modal>
      )}
    </Space>
  );
}
