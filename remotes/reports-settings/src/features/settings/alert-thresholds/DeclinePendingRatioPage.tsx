import { Typography } from 'antd';
import { useMemo } from 'react';
import { DECLINE_PENDING_RATIO_THRESHOLDS, RATIO_WINDOWS, type ResourceRowOf } from '@portal/contracts';
import { ResourceListPage, useLookup, type ColumnDef, type FieldOverrides, type FilterFieldOverrides } from '@portal/kit';
import { useEngineSettingsTranslation } from '../engine-settings-texts';

type Threshold = ResourceRowOf<typeof DECLINE_PENDING_RATIO_THRESHOLDS>;

const WINDOW_NAMES: Record<number, string> = { 15: '15 minutes', 60: '1 hour', 240: '4 hours', 1440: '1 day' };

/**
 * Decline pending ratio (crm/settings/alerts/decline-pending-ratio, ADR 0066): the tenant-wide threshold and
 * merchants' own. The alerts report lists the windows over them; a crossing notifies the tenant's staff once.
 */
export function DeclinePendingRatioPage({ title }: { title: string }) {
  const { t } = useEngineSettingsTranslation();
  const merchants = useLookup('merchants');
  const columns = useMemo<ColumnDef<Threshold>[]>(() => {
    const share = (percent: number | null) => (percent === null ? t('Not watched') : `${percent} %`);
    return [
      { key: 'merchant', title: 'Merchant', value: (r) => (r.merchantId ? merchants.byId.get(r.merchantId)?.name ?? r.merchantId : t('Whole tenant')), alwaysShown: true },
      { key: 'declinedPercent', title: 'Declined', value: (r) => share(r.declinedPercent), align: 'right' },
      { key: 'pendingPercent', title: 'Pending', value: (r) => share(r.pendingPercent), align: 'right' },
      { key: 'windowMinutes', title: 'Window', value: (r) => t(WINDOW_NAMES[r.windowMinutes] ?? String(r.windowMinutes)) },
      { key: 'minimumPayments', title: 'Minimum payments', value: (r) => r.minimumPayments, align: 'right' },
      { key: 'isActive', title: 'Active', value: (r) => (r.isActive ? t('Yes') : t('No')) },
      { key: 'updatedAt', title: 'Updated', kind: 'dateTime', value: (r) => r.updatedAt, sortable: true },
    ];
  }, [t, merchants.byId]);

  const form = useMemo<FieldOverrides>(() => ({
    merchantId: { label: t('Merchant'), type: 'select', options: [{ id: '', name: t('Whole tenant') }, ...merchants.options] },
    declinedPercent: { label: t('Declined share that alerts (%)') },
    pendingPercent: { label: t('Pending share that alerts (%)') },
    windowMinutes: { label: t('Window'), options: RATIO_WINDOWS.map((id) => ({ id, name: t(WINDOW_NAMES[id]!) })) },
    minimumPayments: { label: t('Minimum payments in a window') },
    isActive: { label: t('Active') },
  }), [t, merchants.options]);

  const filters = useMemo<FilterFieldOverrides>(() => ({ merchants: { label: t('Merchants') }, isActive: { label: t('Active') } }), [t]);

  return (
    <ResourceListPage<Threshold>
      resource={DECLINE_PENDING_RATIO_THRESHOLDS}
      columns={columns}
      title={title}
      translate={t}
      fields={filters}
      before={<Typography.Paragraph type="secondary">{t('ratioIntro')}</Typography.Paragraph>}
      create={{ fields: form, initial: { merchantId: '', windowMinutes: 1440, minimumPayments: 10, isActive: true } }}
      edit={{ fields: form }}
      remove
      rowName={(r) => (r.merchantId ? merchants.byId.get(r.merchantId)?.name ?? r.merchantId : t('Whole tenant'))}
    />
  );
}
