import { Alert, Descriptions, Spin } from 'antd';
import { Link } from 'react-router';
import { crmRecordPath, type CrmDealKind } from '@portal/contracts';
import { labelOf, StatusPill, useSeededCrmName } from '@portal/kit';
import { CrmRecordDrawer } from '../records/CrmRecordDrawer';
import { fieldLabelFrom, useRecord } from '../records/use-record';
import { DEAL_RESOURCE, type Deal } from './board-api';
import { formatMajor } from '../records/major-money';
import { DL, useCrmDealsTranslation } from './texts';
import { StageChecklist } from './StageChecklist';

const CLOSED_TONES = { Won: 'positive', GoLive: 'positive', Converted: 'positive', Lost: 'negative', Disqualified: 'negative', Abandoned: 'black', Suspended: 'neutral' } as const;

/** One opportunity or project (ADR 0088, 0092): its customer, money, stage and owner; its activity, tasks and e-mails. */
export function DealDrawer({ kind, id, row, onClose }: { kind: CrmDealKind; id: string; row?: Deal; onClose(): void }) {
  const { t } = useCrmDealsTranslation();
  const seeded = useSeededCrmName();
  const { record, isError, error } = useRecord<Deal>(DEAL_RESOURCE[kind], id, row);
  const money = (amount: string | null) => (amount && record?.currencyCode ? formatMajor(amount, record.currencyCode) : '');
  const details = isError ? <Alert type="warning" showIcon title={error?.message} /> : !record ? <Spin /> : (<>
    <Descriptions column={1} size="small" items={[
      { key: 'organization', label: t(DL.organization), children: <Link to={crmRecordPath('organization', record.organizationId)}>{record.organizationName}</Link> },
      ...(record.contactId ? [{ key: 'contact', label: t(DL.contact), children: <Link to={crmRecordPath('contact', record.contactId)}>{record.contactName ?? ''}</Link> }] : []),
      { key: 'amount', label: t(DL.amount), children: money(record.amount) },
      { key: 'weighted', label: t(DL.weightedAmount), children: money(record.weightedAmount) },
      { key: 'pipeline', label: t(DL.pipeline), children: seeded(record.pipelineName) },
      {
        key: 'stage', label: t(DL.stage),
        children: record.closedState
          ? <StatusPill status={record.closedState} label={t(DL[record.closedState])} tone={CLOSED_TONES[record.closedState]} />
          : `${seeded(record.stageName)} (${record.probability}%)`,
      },
      ...(record.closeReason ? [{ key: 'reason', label: t(DL.closeReason), children: record.closeReason }] : []),
      { key: 'close', label: t(DL.expectedCloseDate), children: record.expectedCloseDate ? record.expectedCloseDate.split('-').reverse().join('/') : '' },
      { key: 'owner', label: t(DL.owner), children: record.ownerName ?? '' },
    ]} />
    {/* The stage's checklist (ADR 0093), read again when the record moves to another stage. */}
    <StageChecklist key={record.stageId} kind={kind} id={id} tenantId={record.tenantId} />
  </>);
  return (
    <CrmRecordDrawer type={kind} id={id} title={record?.name ?? t(DL.name)} details={details} onClose={onClose} tenantId={record?.tenantId}
      fieldLabel={fieldLabelFrom(DL, t, labelOf)} />
  );
}
