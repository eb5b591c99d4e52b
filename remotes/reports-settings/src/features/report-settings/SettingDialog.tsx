import { App, Typography } from 'antd';
import { useMemo } from 'react';
import type { ReportSettingRow, ReportSettingsRole } from '@portal/contracts';
import { FieldFormDialog, useFieldForm } from '@portal/kit';
import { useReportsTranslation } from '../reports/i18n/use-reports-translation';
import { useSaveReportSetting } from './api/settings-api';
import { S, useReportSettingsTranslation } from './i18n/texts';
import { settingFields, settingInputOf, settingValues } from './setting-form';

export interface SettingDialogProps {
  tenantId: string;
  row: ReportSettingRow;
  roles: readonly ReportSettingsRole[];
  onClose(saved: boolean): void;
}

/**
 * One report's setting for one tenant, drawn by the kit's form engine: checked in the browser as the report's own
 * filter bar checks (and again by the server); a refusal keeps what was typed and says why.
 */
export function SettingDialog({ tenantId, row, roles, onClose }: SettingDialogProps) {
  const { t } = useReportSettingsTranslation();
  const { t: tReport } = useReportsTranslation();
  const { message } = App.useApp();
  const save = useSaveReportSetting(tenantId);
  const fields = useMemo(() => settingFields(row, roles, t, tReport), [row, roles, t, tReport]);
  const values = useMemo(() => settingValues(row), [row]);
  const form = useFieldForm({
    fields,
    values,
    validateOnMount: true,
    onSubmit: async (submitted) => {
      try {
        await save.mutateAsync({ reportId: row.reportId, input: settingInputOf(row, submitted) });
        void message.success(t(S.saved));
        onClose(true);
      } catch (error) {
        void message.error(t(S.saveFailed, { message: (error as Error).message }));
      }
    },
  });
  return (
    <FieldFormDialog
      open
      title={t(S.editTitle, { report: tReport(row.title) })}
      form={form}
      fields={fields}
      okText={t(S.save)}
      onCancel={() => onClose(false)}
      idPrefix={`report-setting-${row.reportId}`}
      intro={<Typography.Paragraph type="secondary">{tReport(row.description)}</Typography.Paragraph>}
    />
  );
}
