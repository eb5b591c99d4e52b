import { Alert, Flex, InputNumber } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { LEAVE_ENDPOINTS as E, type ResultOf } from '@portal/contracts';
import { ListTable, type ColumnDef } from '@portal/kit';
import { LV } from '../../i18n/leave-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';

type Balance = ResultOf<typeof E.balances>[number];

/** Each employee's year: allowance, taken (approved), pending and remaining days. */
export function LeaveBalances() {
  const { t } = useCrmTranslation();
  const id = useId();
  const [year, setYear] = useState(new Date().getFullYear());
  const balances = useQuery({ queryKey: ['leave-balances', year], queryFn: ({ signal }) => callApi(E.balances, { query: { year }, signal }) });
  const columns = useMemo<ColumnDef<Balance>[]>(() => [
    { key: 'name', title: LV.employee, value: (b) => b.name, width: 200 },
    { key: 'countryId', title: LV.country, value: (b) => b.countryId, width: 90 },
    { key: 'allowance', title: LV.allowance, value: (b) => b.allowance, width: 110 },
    { key: 'taken', title: LV.taken, value: (b) => b.taken, width: 100 },
    { key: 'pending', title: LV.pendingDays, value: (b) => b.pending, width: 100 },
    { key: 'remaining', title: LV.remaining, value: (b) => b.remaining, width: 110 },
  ], []);
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center">
        <label htmlFor={id}>{t(LV.year)}</label>
        <InputNumber id={id} min={2000} max={2100} precision={0} value={year} onChange={(v) => v && setYear(Number(v))} style={{ width: 120 }} />
      </Flex>
      {balances.isError && <Alert type="error" showIcon role="alert" title={t(LV.loadFailed)} />}
      <ListTable<Balance> rows={balances.data ?? []} rowKey={(b) => b.employeeId} columns={columns} translate={(text) => t(text)} loading={balances.isLoading} label={t(LV.balances)} />
    </Flex>
  );
}
