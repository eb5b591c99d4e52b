import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm } from 'antd';
import { callApi } from '@portal/api-client';
import { DASHBOARD_ENDPOINTS } from '@portal/contracts';
import { useDashboardTranslation } from '@portal/dashboard-widgets';
import { dashboardKeys } from './api/dashboard-api';
import { TT } from './template-texts';

/**
 * A merchant who arranged their own dashboard while their tenant publishes a template (ADR 0058) is told which
 * version they keep and may reset to the template (confirmed). Nothing is shown otherwise.
 */
export function TemplateNotice() {
  const { t } = useDashboardTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const state = useQuery({ queryKey: dashboardKeys.template, queryFn: ({ signal }) => callApi(DASHBOARD_ENDPOINTS.userTemplate, { signal, silent: true }) });
  const reset = useMutation({
    mutationFn: () => callApi(DASHBOARD_ENDPOINTS.resetToTemplate, { body: {}, silent: true }),
    onSuccess: (next) => {
      client.setQueryData(dashboardKeys.template, next);
      void client.invalidateQueries({ queryKey: dashboardKeys.categories });
      void message.success(t(TT.resetDone));
    },
    onError: () => void message.error(t(TT.resetFailed)),
  });
  const s = state.data;
  if (!s?.customised || s.latestVersion === null) return null;
  let text: string = t(TT.keptOwn, { version: s.version, latest: s.latestVersion });
  if (s.version === null) text = t(TT.keptOwnBeforeTemplate, { latest: s.latestVersion });
  else if (s.version === s.latestVersion) text = t(TT.keptOwnLatest, { latest: s.latestVersion });
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={text}
      action={(
        <Popconfirm title={t(TT.confirmReset)} okText={t(TT.reset)} cancelText={t(TT.cancel)} onConfirm={() => reset.mutate()}>
          <Button size="small" loading={reset.isPending}>{t(TT.reset)}</Button>
        </Popconfirm>
      )}
    />
  );
}
