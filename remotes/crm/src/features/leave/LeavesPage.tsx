import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle, PortalTabs } from '@portal/ui';
import { useMemo, useState } from 'react';
import { LEAVE_REQUESTS, LEAVE_STATUSES } from '@portal/contracts';
import { ResourceListPage, StatusPill, type ColumnDef } from '@portal/kit';
import { LV } from '../../i18n/leave-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';
import { LeaveBalances } from './LeaveBalances';
import { LeaveCalendar } from './LeaveCalendar';
import { LeaveRequestDialog } from './LeaveRequestDialog';
import { LeaveRowActions, type LeaveRequest } from './LeaveRowActions';

const TONE: Record<LeaveRequest['status'], string> = { Pending: 'Pending', Approved: 'Active', Rejected: 'Declined', Cancelled: 'Inactive' };
const shownDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** When a request is: its days, or its day and the half or the hours. */
function when(r: LeaveRequest, t: (text: string, values?: Record<string, unknown>) => string): string {
  if (r.kind === 'FullDays') return r.startDay === r.endDay ? shownDay(r.startDay) : `${shownDay(r.startDay)} – ${shownDay(r.endDay)}`;
  if (r.kind === 'HalfDay') return `${shownDay(r.startDay)} (${t(LV[r.halfDayPart ?? 'Morning'])})`;
  return `${shownDay(r.startDay)} (${r.hours} h)`;
}

/** The requests list (on the resource layer): New request, Approve / Reject / Cancel per row. */
function Requests({ title }: { title: string }) {
  const { t } = useCrmTranslation();
  const [asking, setAsking] = useState(false);
  const columns = useMemo<ColumnDef<LeaveRequest>[]>(() => [
    { key: 'employeeName', title: LV.employee, value: (r) => r.employeeName, alwaysShown: true, width: 180 },
    { key: 'startDay', title: LV.dates, value: (r) => when(r, t), sortable: true, width: 230 },
    { key: 'kind', title: LV.kind, value: (r) => t(LV[r.kind]), width: 120 },
    { key: 'days', title: LV.days, value: (r) => r.days, width: 80 },
    { key: 'status', title: LV.leaveStatus, value: (r) => r.status, render: (r) => <StatusPill status={TONE[r.status]} label={t(LV[r.status])} />, width: 130 },
    { key: 'reason', title: LV.reason, value: (r) => r.reason, width: 200 },
    { key: 'requestedByName', title: LV.requestedBy, value: (r) => r.requestedByName, width: 160 },
    { key: 'decidedByName', title: LV.decidedBy, value: (r) => r.decidedByName ?? '', width: 160 },
  ], [t]);
  return (
    <ResourceListPage<LeaveRequest>
      resource={LEAVE_REQUESTS}
      title={title}
      translate={(text) => t(text)}
      columns={columns}
      rowName={(r) => r.employeeName}
      fields={{ status: { label: t(LV.leaveStatus), options: LEAVE_STATUSES.map((s) => ({ id: s, name: t(LV[s]) })) }, days: { label: t(LV.dates) } }}
      actions={<Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAsking(true)}>{t(LV.newRequest)}</Button>}
      rowActions={(r) => <LeaveRowActions request={r} />}
    >
      {asking && <LeaveRequestDialog open onDone={() => setAsking(false)} />}
    </ResourceListPage>
  );
}

/**
 * Leave management (crm/leave-management/leaves, `Platform.LeaveManagement.View`, platform users; ADR 0084): the
 * requests, a month's calendar with public holidays, and each employee's balance.
 */
export function LeavesPage({ title }: { title: string }) {
  const { t } = useCrmTranslation();
  // Every tab has the page's one heading (the requests list draws its own, as every list page does).
  const titled = (children: ReactNode) => <Card variant="borderless"><PageTitle title={t(title)} level={1} />{children}</Card>;
  return (
    <PortalTabs
      destroyOnHidden
      items={[
        { key: 'requests', label: t(LV.requests), children: <Requests title={title} /> },
        { key: 'calendar', label: t(LV.calendar), children: titled(<LeaveCalendar />) },
        { key: 'balances', label: t(LV.balances), children: titled(<LeaveBalances />) },
      ]}
    />
  );
}
