import { Alert, Calendar, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { LEAVE_ENDPOINTS as E } from '@portal/contracts';
import { LV } from '../../i18n/leave-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';

const DAY = 'YYYY-MM-DD';

/** A month: each day's leave (pending and approved, by employee) and the employees' countries' public holidays. */
export function LeaveCalendar() {
  const { t } = useCrmTranslation();
  // The chosen day (today at first, so the calendar marks it); the month shown is its month.
  const [day, setDay] = useState<Dayjs>(() => dayjs().startOf('day'));
  const month = day.startOf('month');
  // The weeks a month view shows reach into the months either side.
  const from = month.startOf('month').subtract(7, 'day').format(DAY);
  const to = month.endOf('month').add(14, 'day').format(DAY);
  const data = useQuery({ queryKey: ['leave-calendar', from, to], queryFn: ({ signal }) => callApi(E.calendar, { query: { from, to }, signal }) });

  const cell = (date: Dayjs) => {
    const shown = date.format(DAY);
    const holidays = (data.data?.holidays ?? []).filter((h) => h.day === shown);
    const leaves = (data.data?.leaves ?? []).filter((l) => l.startDay <= shown && l.endDay >= shown && date.day() !== 0 && date.day() !== 6);
    if (holidays.length === 0 && leaves.length === 0) return null;
    return (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {holidays.map((h) => <li key={h.id}><Tag color="purple" title={t(LV.holiday)}>{t(LV.holidayOf, { name: h.name, country: h.countryId })}</Tag></li>)}
        {leaves.map((l) => (
          <li key={l.id}>
            <Tag color={l.status === 'Approved' ? 'green' : 'gold'}>{t(LV.leaveOf, { name: l.employeeName, status: t(LV[l.status]) })}</Tag>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <>
      {data.isError && <Alert type="error" showIcon role="alert" title={t(LV.loadFailed)} />}
      <Calendar value={day} onPanelChange={(value) => setDay(value.startOf('day'))} onChange={(value) => setDay(value.startOf('day'))}
        cellRender={(date, info) => (info.type === 'date' ? cell(date) : info.originNode)} mode="month" />
    </>
  );
}
