import { DISPUTE_STATUS_TONE_WORDS, type DisputeRecord } from '@portal/contracts';
import { StatusPill, type ColumnDef } from '@portal/kit';
import { Tag } from 'antd';
import { DB } from '../../i18n/disputes-bulk-texts';

type Translate = (text: string, params?: Record<string, string | number>) => string;

/** A dispute's status as a pill of the spec's table (the tone word's colour, the dispute status's name). */
export function DisputeStatusPill({ status, t }: { status: DisputeRecord['status']; t: Translate }) {
  return <StatusPill status={DISPUTE_STATUS_TONE_WORDS[status]} label={t(DB[status])} />;
}

/** The disputes list's columns (the kit's ListTable writes each by its kind). */
export function disputeColumns(t: Translate, decimalPlaces: Record<string, number>, showTenant: boolean): ColumnDef<DisputeRecord>[] {
  // Narrow enough for a 1440 px screen without scrolling: the reason's text is in the drawer.
  return [
    { key: 'chargebackExternalId', title: DB.chargebackId, value: (d) => d.chargebackExternalId, alwaysShown: true, width: 190 },
    {
      key: 'status', title: DB.disputeStatus, value: (d) => d.status, width: 170,
      render: (d) => (
        <>
          <DisputeStatusPill status={d.status} t={t} />
          {d.overdue && <Tag color="red">{t(DB.overdue)}</Tag>}
        </>
      ),
    },
    ...(showTenant ? [{ key: 'tenantName', title: DB.tenant, value: (d: DisputeRecord) => d.tenantName, width: 140 }] : []),
    { key: 'merchantName', title: DB.merchant, value: (d) => d.merchantName, width: 170 },
    { key: 'paymentExternalId', title: DB.paymentId, value: (d) => d.paymentExternalId, width: 160 },
    { key: 'reasonCode', title: DB.reasonCode, value: (d) => `${d.scheme} ${d.reasonCode}`, width: 120 },
    { key: 'amount', title: DB.amount, kind: 'money', value: (d) => d.amount, currency: (d) => d.currency, decimalPlaces: (d) => decimalPlaces[d.currency], width: 120 },
    { key: 'respondBy', title: DB.respondBy, kind: 'date', value: (d) => d.respondBy, width: 110 },
  ];
}
