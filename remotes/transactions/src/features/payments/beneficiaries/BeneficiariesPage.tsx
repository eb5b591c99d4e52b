import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space } from 'antd';
import { useMemo, useState } from 'react';
import { PAYMENT_MESSAGES, type Beneficiary } from '@portal/contracts';
import { AlertBannerProvider, ListTable, useAlertBanner, type ColumnDef } from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { PT } from '../../../i18n/payment-texts';
import { useTransactionsTranslation } from '../../../i18n/use-transactions-translation';
import { PayeePill } from '../PayeePill';
import { PAYMENT_QUERY_KEYS, paymentsApi } from '../payments-api';
import { useCurrencies } from '../use-currencies';
import { BeneficiaryDialog } from './BeneficiaryDialog';

/** "GB82 WEST 1234 ..." in groups of four, as banks print IBANs; a domestic account as "sort code / number". */
export const accountText = (b: Pick<Beneficiary, 'accountKind' | 'iban' | 'accountNumber' | 'bankCode'>): string =>
  b.accountKind === 'iban' ? (b.iban ?? '').replace(/(.{4})/g, '$1 ').trim() : `${b.bankCode} / ${b.accountNumber}`;

/** merchant/payments/beneficiaries: the merchant's beneficiaries, added, edited and deleted here. */
export function BeneficiariesPage({ title }: { title: string }) {
  return (
    <AlertBannerProvider>
      <Beneficiaries title={title} />
    </AlertBannerProvider>
  );
}

function Beneficiaries({ title }: { title: string }) {
  const { t } = useTransactionsTranslation();
  const banner = useAlertBanner();
  const queryClient = useQueryClient();
  const currencies = useCurrencies();
  const [dialog, setDialog] = useState<{ editing: Beneficiary | null } | null>(null);
  const list = useQuery({ queryKey: PAYMENT_QUERY_KEYS.beneficiaries, queryFn: ({ signal }) => paymentsApi.beneficiaries(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: PAYMENT_QUERY_KEYS.all });
  const remove = async (b: Beneficiary) => {
    try {
      await paymentsApi.deleteBeneficiary(b.id);
      banner.show({ id: 'beneficiary', severity: 'success', message: t(PAYMENT_MESSAGES.beneficiaryDeleted) });
      void refresh();
    } catch (error) {
      banner.show({ id: 'beneficiary', severity: 'failed', message: t(error instanceof Error ? error.message : String(error)) });
    }
  };
  const columns = useMemo<ColumnDef<Beneficiary>[]>(() => [
    { key: 'name', title: PT.name, value: (b) => b.name, width: 200 },
    { key: 'account', title: PT.account, value: accountText, width: 280 },
    { key: 'country', title: PT.country, value: (b) => b.country, width: 90 },
    { key: 'currency', title: PT.currency, value: (b) => b.currency, width: 100 },
    { key: 'payeeConfirmation', title: PT.payeeConfirmation, value: (b) => b.payeeConfirmation, render: (b) => <PayeePill status={b.payeeConfirmation} />, width: 170 },
    {
      key: 'actions', title: PT.actions, value: () => '', width: 200,
      render: (b) => (
        <Space>
          <Button size="small" aria-label={t(PT.editNamed, { name: b.name })} onClick={() => setDialog({ editing: b })}>{t(PT.edit)}</Button>
          <Popconfirm title={t(PT.confirmDelete, { name: b.name })} okText={t(PT.remove)} onConfirm={() => remove(b)}>
            <Button size="small" danger aria-label={t(PT.removeNamed, { name: b.name })}>{t(PT.remove)}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ], [t]); // eslint-disable-line react-hooks/exhaustive-deps
  const rows = list.data ?? [];
  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setDialog({ editing: null })}>{t(PT.addBeneficiary)}</Button>
      </Space>
      {list.isError && <Alert type="error" showIcon title={t(PT.loadFailed)} description={t(list.error.message)} style={{ marginBottom: 12 }} />}
      <ListTable rows={rows} rowKey={(b) => b.id} columns={columns} translate={t} label={t(title)} loading={list.isFetching} timeZone={currencies.timeZone}
        emptyText={list.isError ? undefined : t(PT.beneficiariesEmpty)} />
      {dialog && (
        <BeneficiaryDialog
          editing={dialog.editing}
          currencies={currencies.options}
          onClose={() => setDialog(null)}
          onSaved={(message) => {
            setDialog(null);
            banner.show({ id: 'beneficiary', severity: 'success', message: t(message) });
            void refresh();
          }}
        />
      )}
    </Card>
  );
}
