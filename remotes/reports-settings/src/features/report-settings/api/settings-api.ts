import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { REPORT_SETTINGS_ENDPOINTS, type ReportId, type ReportSettingInput } from '@portal/contracts';

const E = REPORT_SETTINGS_ENDPOINTS;
const settingsKey = (tenantId: string) => ['report-settings', tenantId] as const;

export function useTenantReportSettings(tenantId: string | undefined) {
  return useQuery({
    queryKey: settingsKey(tenantId ?? ''),
    queryFn: ({ signal }) => callApi(E.settings, { params: { tenantId: tenantId! }, signal, silent: true }),
    enabled: !!tenantId,
  });
}

export function useSaveReportSetting(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, input }: { reportId: ReportId; input: ReportSettingInput }) =>
      callApi(E.saveSetting, { params: { tenantId, reportId }, body: input, silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKey(tenantId) }),
  });
}

export function useReportsOverview() {
  return useQuery({ queryKey: ['reports', 'overview'], queryFn: ({ signal }) => callApi(E.overview, { signal, silent: true }) });
}
