import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PendingActivation } from '@portal/contracts';
import { ActionButton, ListTable, useRejectReason, type ColumnDef } from '@portal/kit';
import { AA } from '../../i18n/activation-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { PENDING_ACTIVATIONS_KEY, decideActivation, usePendingActivations } from './activations-api';

/**
 * The approvals page's second source (ADR 0113): Live Block antifraud rules and Live smart routing configurations
 * waiting for a second user, oldest first: what, whose, who asked, what changes in words, mode, how long. Approve
 * runs it at once (the row is the confirmation: it says what changes); Decline asks for a reason (back to Draft, the
 * requester told). One's own request says another user decides it. The same endpoints as the rules' own pages.
 */
export function ActivationsSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTransactionsTranslation();
  const queryClient = useQueryClient();
  const pending = usePendingActivations(true);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [deciding, setDeciding] = useState<string | null>(null);
  const [declining, setDeclining] = useState('');
  const reject = useRejectReason({ title: t(AA.declineTitle, { name: declining }) });

  const decide = async (row: PendingActivation, kind: 'approve' | 'decline') => {
    setNotice(null);
    let reason = '';
    if (kind === 'decline') {
      setDeclining(row.name);
      const answer = await reject.ask();
      if (!answer) return;
      reason = answer.rejectReason;
    }
    setDeciding(row.id);
    try {
      await decideActivation(row, kind === 'approve' ? { kind } : { kind, reason });
      setNotice({ ok: true, text: t(kind === 'approve' ? AA.approved : AA.declined, { name: row.name }) });
    } catch (err) {
      setNotice({ ok: false, text: t(err instanceof Error ? err.message : String(err)) });
    }
    setDeciding(null);
    await queryClient.invalidateQueries({ queryKey: PENDING_ACTIVATIONS_KEY });
  };

  const change = (r: PendingActivation) => {
    const what = r.kind === 'AntifraudRule'
      ? t(AA.ruleChange, { version: r.version, action: r.action ? t(AA[r.action]) : '', conditions: r.change })
      : t(AA.routingChange, { version: r.version, website: r.websiteName ?? '', rules: r.change });
    return `${what} ${r.runningVersion ? t(AA.replaces, { version: r.runningVersion }) : t(AA.firstRun)}`;
  };

  const columns = useMemo<ColumnDef<PendingActivation>[]>(() => [
    { key: 'name', title: AA.name, value: (r) => r.name, width: 190,
      render: (r) => <Link to={r.page} aria-label={t(AA.open, { name: r.name })} style={{ textDecoration: 'underline' }}>{r.name}</Link> },
    { key: 'kind', title: AA.kind, value: (r) => t(AA[r.kind]), width: 170 },
    { key: 'change', title: AA.change, value: change, width: 340 },
    { key: 'owner', title: AA.owner, value: (r) => r.merchantName ?? t(AA.tenantWide), width: 170 },
    { key: 'requestedBy', title: AA.requestedBy, value: (r) => r.requestedBy?.name ?? t(AA.unknownRequester), width: 150 },
    { key: 'mode', title: AA.mode, value: (r) => t(r.mode), width: 80 },
    { key: 'requestedAt', title: AA.waiting, kind: 'relative', value: (r) => r.requestedAt, width: 150 },
    { key: 'actions', title: AA.decide, kind: 'actions', alwaysShown: true, width: 120, value: () => null,
      render: (r) => (r.mine
        ? <Typography.Text type="secondary">{t(AA.yours)}</Typography.Text>
        : (
          <Flex gap={4}>
            <ActionButton label={t(AA.approve, { name: r.name })} icon={<CheckOutlined aria-hidden />} disabled={deciding !== null} onClick={() => void decide(r, 'approve')} />
            <ActionButton label={t(AA.decline, { name: r.name })} danger icon={<CloseOutlined aria-hidden />} disabled={deciding !== null} onClick={() => void decide(r, 'decline')} />
          </Flex>
        )) },
  ], [t, deciding]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <section aria-labelledby="rule-activations-heading" style={{ marginTop: headingLevel === 2 ? 24 : 0 }}>
      <Typography.Title id="rule-activations-heading" level={headingLevel === 1 ? 1 : 2} style={headingLevel === 2 ? { fontSize: 18 } : undefined}>
        {t(AA.heading)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(AA.intro)}</Typography.Paragraph>
      {notice && <Alert type={notice.ok ? 'success' : 'error'} showIcon role="status" title={notice.text} closable onClose={() => setNotice(null)} style={{ marginBottom: 12 }} />}
      {pending.isError && <Alert type="error" showIcon title={t(AA.loadFailed)} description={pending.error.message} style={{ marginBottom: 12 }} />}
      <ListTable<PendingActivation>
        rows={pending.data ?? []} rowKey={(r) => `${r.kind}:${r.id}`} columns={columns} translate={(text) => t(text)} loading={pending.isPending}
        emptyText={t(AA.empty)} label={t(AA.table)}
      />
      {reject.dialog}
    </section>
  );
}
