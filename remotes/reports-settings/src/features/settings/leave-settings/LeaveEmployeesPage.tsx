import { Typography } from 'antd';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { LEAVE_EMPLOYEES, MANAGEMENT_USERS, type ResourceRowOf } from '@portal/contracts';
import { ResourceListPage, useLookup, type ColumnDef } from '@portal/kit';
import { L, useLeaveSettingsTranslation } from './texts';

type Employee = ResourceRowOf<typeof LEAVE_EMPLOYEES>;

/** The platform users one may make an employee (the management users' list, first 100 by name). */
function usePlatformUsers() {
  return useQuery({
    queryKey: ['leave-platform-users'],
    queryFn: ({ signal }) => callApi(MANAGEMENT_USERS.endpoints.list, { query: { pageSize: 100, pageIndex: 0 }, signal }),
    staleTime: 60_000,
  });
}

/**
 * Leave settings, employees (crm/settings/leave-settings/employees; ADR 0084): the platform's staff who take leave,
 * each with a yearly allowance, hours a day and the country whose public holidays are not counted.
 */
export function LeaveEmployeesPage({ title }: { title: string }) {
  const { t } = useLeaveSettingsTranslation();
  const countries = useLookup('countries');
  const people = usePlatformUsers();
  const userOptions = (people.data?.data ?? []).map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName} (${u.email})` }));
  const columns = useMemo<ColumnDef<Employee>[]>(() => [
    { key: 'name', title: L.employee, value: (r) => r.name, sortable: true, alwaysShown: true, width: 200 },
    { key: 'email', title: L.email, kind: 'id', value: (r) => r.email, width: 220 },
    { key: 'countryId', title: L.country, value: (r) => r.countryId, width: 100 },
    { key: 'annualAllowanceDays', title: L.allowance, value: (r) => r.annualAllowanceDays, width: 120 },
    { key: 'hoursPerDay', title: L.hoursPerDay, value: (r) => r.hoursPerDay, width: 120 },
  ], []);
  const fields = (row: Employee | undefined) => ({
    userId: { label: t(L.employee), type: 'select' as const, options: userOptions, placeholder: t(L.pickEmployee), loading: people.isLoading, disabled: !!row },
    countryId: { label: t(L.country), type: 'selectAutoComplete' as const, options: countries.options, placeholder: t(L.chooseCountry) },
    annualAllowanceDays: { label: t(L.allowance), help: t(L.allowanceHelp) },
    hoursPerDay: { label: t(L.hoursPerDay), help: t(L.hoursPerDayHelp) },
  });
  return (
    <>
      <ResourceListPage<Employee>
        resource={LEAVE_EMPLOYEES} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.name}
        before={<Typography.Paragraph type="secondary">{t(L.employeesIntro)}</Typography.Paragraph>}
        create={{ fields, initial: { countryId: 'GB', annualAllowanceDays: 25, hoursPerDay: 8 } }}
        edit={{ fields }} remove
      />
    </>
  );
}
