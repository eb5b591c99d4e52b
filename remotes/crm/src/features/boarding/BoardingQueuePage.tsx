import { Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { BOARDING_MERCHANTS, BOARDING_STAGES, PRECHECK_STATUSES, type ResourceRowOf } from '@portal/contracts';
import { ResourceListPage, StatusPill, type ColumnDef } from '@portal/kit';
import { precheckStatusTone } from './boarding-status';
import { BO, useCrmBoardingTranslation } from './texts';

type QueueRow = ResourceRowOf<typeof BOARDING_MERCHANTS>;

/** The customer's record opened on its Boarding tab: where the form and each document are reviewed (ADR 0098). */
export const boardingReviewPath = (organizationId: string) => `/crm/organizations?open=${organizationId}&tab=boarding`;

/**
 * The tenant's boarding queue (/crm/boarding-queue, ADR 0098): merchants mid-boarding, or with a document waiting,
 * rejected or expired, with what is due, under review and rejected; each opens its review on the customer's record.
 */
export function BoardingQueuePage({ title }: { title: string }) {
  const { t } = useCrmBoardingTranslation();
  const columns = useMemo<ColumnDef<QueueRow>[]>(() => [
    {
      key: 'merchantName', title: BO.merchantColumn, value: (r) => r.merchantName, sortable: true, alwaysShown: true, width: 240,
      render: (r) => (r.organizationId
        ? <Link to={boardingReviewPath(r.organizationId)} aria-label={t(BO.openReview, { name: r.merchantName })}>{r.merchantName}</Link>
        : <>{r.merchantName}<Typography.Text type="secondary" style={{ display: 'block' }}>{t(BO.noCustomerRecord)}</Typography.Text></>),
    },
    { key: 'boardingStage', title: BO.boardingStageColumn, value: (r) => t(BO[r.boardingStage as keyof typeof BO] ?? r.boardingStage), width: 150 },
    {
      key: 'precheckStatus', title: BO.precheckColumn, value: (r) => t(BO[r.precheckStatus]), width: 150,
      render: (r) => <StatusPill status={r.precheckStatus} label={t(BO[r.precheckStatus])} tone={precheckStatusTone(r.precheckStatus)} />,
    },
    { key: 'due', title: BO.dueColumn, kind: 'count', value: (r) => r.due, width: 100 },
    { key: 'underReview', title: BO.underReviewColumn, kind: 'count', value: (r) => r.underReview, width: 120 },
    { key: 'rejected', title: BO.rejectedColumn, kind: 'count', value: (r) => r.rejected, width: 110 },
    { key: 'lastActivityAt', title: BO.lastActivityColumn, kind: 'date', value: (r) => r.lastActivityAt ?? '', sortable: true, width: 140 },
  ], [t]);
  const precheckOptions = PRECHECK_STATUSES.map((s) => ({ id: s, name: t(BO[s]) }));
  const stageOptions = BOARDING_STAGES.map((s) => ({ id: s, name: t(BO[s]) }));
  return (
    <ResourceListPage<QueueRow> readOnly
      resource={BOARDING_MERCHANTS} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.merchantName}
      before={<Typography.Paragraph type="secondary">{t(BO.queueIntro)}</Typography.Paragraph>}
      fields={{ precheckStatus: { label: t(BO.precheckColumn), options: precheckOptions }, boardingStage: { label: t(BO.boardingStageColumn), options: stageOptions } }}
    />
  );
}
