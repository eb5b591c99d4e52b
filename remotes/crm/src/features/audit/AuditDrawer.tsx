import { Alert, Descriptions, Drawer, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { useProfileTimeZone } from '@portal/auth';
import { AUDIT_LOG, type AuditEvent } from '@portal/contracts';
import { formatInTimeZone } from '@portal/i18n';
import { AU } from '../../i18n/audit-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';
import { changeRows } from './change-rows';
import { NamedCell } from './NamedCell';
import { machineTarget, useAuditActionName, useAuditOwnerNames, useAuditTargetName } from './use-audit-names';

const mono = { fontFamily: 'monospace', overflowWrap: 'anywhere' as const };
const cell = { padding: '4px 8px', borderBottom: '1px solid rgba(0, 0, 0, 0.06)', verticalAlign: 'top' as const, ...mono };

/** The changed fields, before beside after: the removed value on red, the written one on green (and named by its column). */
function ChangesTable({ event }: { event: AuditEvent }) {
  const { t } = useCrmTranslation();
  const rows = changeRows(event.changes);
  if (!rows.length) return <Typography.Paragraph type="secondary">{t(AU.noChanges)}</Typography.Paragraph>;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table data-testid="audit-changes" style={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{t(AU.changes)}</caption>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, fontFamily: undefined, textAlign: 'left' }}>{t(AU.field)}</th>
            <th scope="col" style={{ ...cell, fontFamily: undefined, textAlign: 'left' }}>{t(AU.before)}</th>
            <th scope="col" style={{ ...cell, fontFamily: undefined, textAlign: 'left' }}>{t(AU.after)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field}>
              <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 500 }}>{row.field}</th>
              <td style={{ ...cell, background: row.before ? '#fff1f0' : undefined }}>{row.before}</td>
              <td style={{ ...cell, background: row.after ? '#f6ffed' : undefined }}>{row.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One audit event: who, what, where from, the changed fields as a diff, and its place in the chain. */
export function AuditDrawer({ id, row, onClose }: { id: string; row: AuditEvent | undefined; onClose(): void }) {
  const { t } = useCrmTranslation();
  const timeZone = useProfileTimeZone();
  // The row from the list when the drawer opens from it; a link straight to `?open=<id>` asks the server.
  const one = useQuery({
    queryKey: [AUDIT_LOG.key, 'one', id],
    queryFn: ({ signal }) => callApi(AUDIT_LOG.endpoints.one, { params: { id }, signal }) as Promise<AuditEvent>,
    enabled: !row,
  });
  const event = row ?? one.data;
  const actionName = useAuditActionName();
  const targetName = useAuditTargetName();
  const owners = useAuditOwnerNames();
  return (
    <Drawer open onClose={onClose} title={event ? actionName(event.action) ?? event.action : t(AU.event)} size="large" destroyOnHidden closable={{ 'aria-label': t(AU.close) }}>
      {one.isError && <Alert type="error" showIcon title={one.error.message} />}
      {!event && !one.isError && <Spin />}
      {event && (
        <>
          <Descriptions column={1} size="small" items={[
            { key: 'time', label: t(AU.time), children: formatInTimeZone(event.occurredAt, timeZone, 'dateTimeSeconds') },
            { key: 'actor', label: t(AU.actor), children: event.actorEmail ?? '' },
            { key: 'action', label: t(AU.action), children: <NamedCell name={actionName(event.action)} machine={event.action} /> },
            { key: 'outcome', label: t(AU.outcome), children: <Tag color={event.outcome === 'ok' ? 'green' : 'orange'}>{t(event.outcome === 'ok' ? AU.ok : AU.refused)}</Tag> },
            ...(event.changes.refusal ? [{ key: 'refusal', label: t(AU.refusal), children: event.changes.refusal }] : []),
            { key: 'target', label: t(AU.target), children: <NamedCell name={targetName(event)} machine={machineTarget(event)} /> },
            { key: 'tenant', label: t(AU.tenant), children: event.tenantId ? <NamedCell name={owners.tenant(event.tenantId)} machine={event.tenantId} /> : t(AU.platform) },
            ...(event.merchantId ? [{ key: 'merchant', label: t(AU.merchant), children: <NamedCell name={owners.merchant(event.merchantId)} machine={event.merchantId} /> }] : []),
            ...(event.mode ? [{ key: 'mode', label: t(AU.mode), children: event.mode }] : []),
            { key: 'requestId', label: t(AU.requestId), children: <span style={mono}>{event.requestId}</span> },
            { key: 'ip', label: t(AU.ip), children: event.ip ?? '' },
            { key: 'userAgent', label: t(AU.userAgent), children: event.userAgent ?? '' },
          ]} />
          <div style={{ marginTop: 16 }}><ChangesTable event={event} /></div>
          <Descriptions style={{ marginTop: 16 }} column={1} size="small" title={t(AU.chain)} items={[
            { key: 'chain', label: t(AU.chain), children: <span style={mono}>{event.chain} #{event.seq}</span> },
            { key: 'prevHash', label: t(AU.prevHash), children: <span style={mono}>{event.prevHash}</span> },
            { key: 'hash', label: t(AU.hash), children: <span style={mono}>{event.hash}</span> },
          ]} />
        </>
      )}
    </Drawer>
  );
}
