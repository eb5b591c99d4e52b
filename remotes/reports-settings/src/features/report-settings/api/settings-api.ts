import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { REPORT_SETTINGS, REPORT_SETTINGS_ENDPOINTS, type ReportId, type ReportSettingInput, type ReportSettingRow, type ResourcePage } from '@portal/contracts';

const E = REPORT_SETTINGS_ENDPOINTS;
// Under the resource's key: a save refreshes the list and the roles at once.
const settingsKey = (tenantId: string) => [REPORT_SETTINGS.key, tenantId] as const;
const settingsQuery = (tenantId: string) => ({
  queryKey: settingsKey(tenantId),
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi(E.settings, { params: { tenantId }, signal, silent: true }),
});

export function useTenantReportSettings(tenantId: string | undefined) {
  return useQuery({ ...settingsQuery(tenantId ?? ''), enabled: !!tenantId });
}

/** The list's call (`useResourceList`'s fetch): the tenant's settings, one call shared with its roles. */
export async function fetchReportSettingsPage(client: QueryClient, tenantId: string): Promise<ResourcePage<ReportSettingRow>> {
  const page = await client.fetchQuery(settingsQuery(tenantId));
  return { data: page.reports, count: page.reports.length, countIsCapped: false, nextCursor: null };
}

export function useSaveReportSetting(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, input }: { reportId: ReportId; input: ReportSettingInput }) =>
      callApi(E.saveSetting, { params: { tenantId, reportId }, body: input, silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: [REPORT_SETTINGS.key] }),
  });
}

export function useReportsOverview() {
  return useQuery({ queryKey: ['reports', 'overview'], queryFn: ({ signal }) => callApi(E.overview, { signal, silent: true }) });
}
