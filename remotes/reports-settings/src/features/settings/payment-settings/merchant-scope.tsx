import { Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { getSystemMode } from '@portal/api-client';
import { useUserContext } from '@portal/auth';
import { KitSelect } from '@portal/kit';
import { useTenantMerchants } from './api/payment-settings-api';
import { S, usePaymentSettingsTranslation } from './i18n/texts';

/**
 * Whose payment settings a page shows: a merchant user's own, or (tenant staff) the merchant picked, kept in the
 * URL as `merchantId`. The server checks both; this only decides what to ask for.
 */
export function useMerchantScope() {
  const context = useUserContext();
  const [search, setSearch] = useSearchParams();
  const isTenantStaff = context.data?.user.userTypeName === 'Crm';
  const merchantId = isTenantStaff ? search.get('merchantId') ?? undefined : undefined;
  const setMerchantId = (id: string) => setSearch((current) => {
    const next = new URLSearchParams(current);
    next.set('merchantId', id);
    return next;
  });
  return { isTenantStaff, merchantId, setMerchantId, ready: !!context.data && (!isTenantStaff || !!merchantId) };
}

/** The mode being edited, and (tenant staff) the merchant picker. */
export function ScopeBar({ scope, showMode = true }: { scope: ReturnType<typeof useMerchantScope>; showMode?: boolean }) {
  const { t } = usePaymentSettingsTranslation();
  const merchants = useTenantMerchants(scope.isTenantStaff);
  const mode = getSystemMode();
  return (
    <Space orientation="vertical" style={{ marginBottom: 16, width: '100%' }}>
      {showMode && <Typography.Text type="secondary">{t(S.modeNote, { mode: t(mode === 'Test' ? S.test : S.live) })}</Typography.Text>}
      {scope.isTenantStaff && (
        <Space wrap>
          <label htmlFor="payment-settings-merchant">{t(S.merchant)}</label>
          <KitSelect<string>
            id="payment-settings-merchant"
            style={{ minWidth: 240, maxWidth: '100%' }}
            placeholder={t(S.pickMerchant)}
            value={scope.merchantId}
            loading={merchants.isLoading}
            options={(merchants.data ?? []).map((m) => ({ value: m.merchantId, label: m.legalBusinessName }))}
            onChange={(id: string) => scope.setMerchantId(id)}
          />
        </Space>
      )}
    </Space>
  );
}
