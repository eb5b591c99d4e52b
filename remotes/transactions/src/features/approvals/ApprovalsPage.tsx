import { Typography } from 'antd';
import { useMemo } from 'react';
import { usePermissions, useUserContext } from '@portal/auth';
import { ANTIFRAUD_PERMISSIONS, APPROVAL_KINDS, APPROVAL_REQUESTS, type ApprovalRequest } from '@portal/contracts';
import { decimalPlacesOf, ResourceListPage, type ColumnDef } from '@portal/kit';
import { AP } from '../../i18n/approval-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { ActivationsSection } from './ActivationsSection';
import { ApprovalDialog } from './ApprovalDialog';

/**
 * transaction-management/approvals (issue 27 item 3, ADR 0071): the tenant's four-eyes requests waiting for a
 * second person, oldest first, with who asked, why, the payment and what it has left. A row (or a notification's
 * link, `?open=<id>`) opens the approve/decline dialog. Below, the tenant's rule activations waiting for a second
 * user (ADR 0113), for staff who manage the tenant's antifraud rules.
 */
export function ApprovalsPage({ title }: { title: string }) {
  const { t } = useTransactionsTranslation();
  const currencies = useUserContext().data?.lists.currencies;
  const { permissions } = usePermissions();
  const places = (currency: string) => decimalPlacesOf(currency, currencies?.find((c) => c.code === currency)?.decimalPlaces);

  const columns = useMemo<ColumnDef<ApprovalRequest>[]>(() => [
    { key: 'externalId', title: AP.reference, value: (r) => r.externalId, width: 170 },
    { key: 'kind', title: AP.type, value: (r) => t(r.kind), width: 150 },
    { key: 'amount', title: AP.amount, kind: 'money', value: (r) => r.amount, currency: (r) => r.currency, decimalPlaces: (r) => places(r.currency), width: 130 },
    { key: 'requestedBy', title: AP.requestedBy, value: (r) => r.requestedBy?.name ?? t(AP.unknownRequester), width: 150 },
    { key: 'reason', title: AP.reason, value: (r) => r.reason ?? '', width: 180 },
    { key: 'parentExternalId', title: AP.parentPayment, value: (r) => r.parentExternalId ?? '', width: 160 },
    { key: 'parentRefundable', title: AP.leftToRefund, kind: 'money', value: (r) => r.parentRefundable, currency: (r) => r.currency, decimalPlaces: (r) => places(r.currency), width: 150 },
    { key: 'merchantName', title: AP.merchant, value: (r) => r.merchantName, width: 180 },
    { key: 'requestedAt', title: AP.waiting, kind: 'relative', value: (r) => r.requestedAt, width: 150 },
    { key: 'mode', title: AP.mode, value: (r) => t(r.mode === 'Live' ? AP.modeLive : AP.modeTest), width: 80 },
  ], [t, currencies]); // eslint-disable-line react-hooks/exhaustive-deps

  const fields = useMemo(() => ({
    kind: { label: t(AP.type), options: APPROVAL_KINDS.map((kind) => ({ id: kind, name: t(kind) })) },
    mode: { label: t(AP.mode), options: [{ id: 'Test', name: t(AP.modeTest) }, { id: 'Live', name: t(AP.modeLive) }] },
  }), [t]);

  return (
    <ResourceListPage<ApprovalRequest>
      resource={APPROVAL_REQUESTS}
      title={title}
      translate={(text) => t(text)}
      columns={columns}
      fields={fields}
      rowName={(r) => r.externalId}
      before={<Typography.Paragraph>{t(AP.intro)}</Typography.Paragraph>}
      drawer={(opened, close) => <ApprovalDialog key={opened.id} id={opened.id} row={opened.row} onClose={close} />}
    >
      {permissions.has(ANTIFRAUD_PERMISSIONS.tenantRules) && <ActivationsSection />}
    </ResourceListPage>
  );
}
