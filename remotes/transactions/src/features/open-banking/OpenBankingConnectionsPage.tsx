import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getSystemMode } from '@portal/api-client';
import { OPEN_BANKING_MESSAGES, type OpenBankingConsent } from '@portal/contracts';
import { AlertBanner, FieldList, ListTable, formatInTimeZone, useAlertQueue, useFieldForm, type ColumnDef, type FieldDefinition } from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { OB } from '../../i18n/open-banking-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { PAYMENT_QUERY_KEYS, paymentsApi } from '../payments/payments-api';
import { useCurrencies } from '../payments/use-currencies';
import { ConsentPill } from './ConsentPill';
import { OPEN_BANKING_QUERY_KEYS, openBankingApi } from './open-banking-api';
import { PayoutDialog } from './PayoutDialog';

const OUTCOME_MESSAGE: Record<string, { severity: 'success' | 'failed'; message: string }> = {
  Authorised: { severity: 'success', message: OPEN_BANKING_MESSAGES.authorised },
  Rejected: { severity: 'failed', message: OPEN_BANKING_MESSAGES.rejected },
  Expired: { severity: 'failed', message: OPEN_BANKING_MESSAGES.expired },
};

/**
 * merchant/payments/open-banking-connections (ADR 0055): link a bank account (the user authorises or rejects at the
 * bank's page, which sends them back here with the outcome), the consents with their status pills, revoke an
 * authorised one, and pay the balance out to its account.
 */
export function OpenBankingConnectionsPage({ title }: { title: string }) {
  const { t, i18n } = useTransactionsTranslation();
  const queryClient = useQueryClient();
  const currencies = useCurrencies();
  const alerts = useAlertQueue();
  const [params, setParams] = useSearchParams();
  const [paying, setPaying] = useState<OpenBankingConsent | null>(null);
  const [bankOutcome, setBankOutcome] = useState<{ severity: 'success' | 'failed'; message: string } | null>(null);
  const banks = useQuery({ queryKey: OPEN_BANKING_QUERY_KEYS.banks, queryFn: ({ signal }) => openBankingApi.banks(signal) });
  const consents = useQuery({ queryKey: OPEN_BANKING_QUERY_KEYS.consents, queryFn: ({ signal }) => openBankingApi.consents(signal) });
  const mode = getSystemMode();
  const balances = useQuery({ queryKey: PAYMENT_QUERY_KEYS.balances(mode), queryFn: ({ signal }) => paymentsApi.balances(signal), retry: false });
  const refresh = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: OPEN_BANKING_QUERY_KEYS.all }), queryClient.invalidateQueries({ queryKey: PAYMENT_QUERY_KEYS.all }),
  ]);

  // Back from the bank: say what it answered, once, and take the answer out of the address.
  const outcome = params.get('outcome');
  useEffect(() => {
    if (!outcome) return;
    setBankOutcome(OUTCOME_MESSAGE[outcome] ?? null);
    setParams((p) => { p.delete('outcome'); p.delete('consent'); return p; }, { replace: true });
  }, [outcome]); // eslint-disable-line react-hooks/exhaustive-deps

  const bankFields = useMemo<FieldDefinition[]>(() => [
    {
      name: 'bankId', label: t(OB.bank), type: 'selectAutoComplete',
      options: (banks.data ?? []).map((b) => ({ id: b.id, name: `${b.name} · ${b.currency}` })),
      validations: [{ name: 'required', message: t(OB.chooseBank) }],
    },
    { name: 'connect', label: t(OB.connect), type: 'button', inputType: 'submit' },
  ], [banks.data, t]);
  const connectForm = useFieldForm({
    fields: bankFields,
    onSubmit: async (values) => {
      try {
        const answer = await openBankingApi.connect(String(values.bankId), `${window.location.origin}${window.location.pathname}`);
        const link = new URL(answer.authorisationUrl);
        link.searchParams.set('lang', i18n.language?.startsWith('tr') ? 'tr' : 'en');
        window.location.assign(link.toString());
      } catch (error) {
        alerts.show({ id: 'connect', severity: 'failed', message: t(error instanceof Error ? error.message : String(error)), persist: true });
      }
    },
  });

  const revoke = async (c: OpenBankingConsent) => {
    try {
      await openBankingApi.revoke(c.id);
      alerts.show({ id: 'revoke', severity: 'success', message: t(OPEN_BANKING_MESSAGES.revoked) });
    } catch (error) {
      alerts.show({ id: 'revoke', severity: 'failed', message: t(error instanceof Error ? error.message : String(error)), persist: true });
    }
    void refresh();
  };

  const columns = useMemo<ColumnDef<OpenBankingConsent>[]>(() => [
    { key: 'bankName', title: OB.bank, value: (c) => c.bankName, width: 160 },
    { key: 'account', title: OB.account, value: (c) => c.accountMasked ?? '', render: (c) => (c.accountMasked
      ? <span>{c.accountMasked}<br /><Typography.Text type="secondary">{c.accountName}</Typography.Text></span> : <span>{c.currency}</span>), width: 220 },
    { key: 'status', title: OB.status, value: (c) => c.status, width: 230, render: (c) => (
      <Space orientation="vertical" size={0}>
        <ConsentPill status={c.status} />
        {c.status === 'AwaitingAuthorisation' && <Typography.Text type="secondary">{t(OB.awaitingNote, { time: formatInTimeZone(c.authorisationExpiresAt, currencies.timeZone) })}</Typography.Text>}
      </Space>
    ) },
    { key: 'createdAt', title: OB.requested, kind: 'dateTime', value: (c) => c.createdAt, width: 150 },
    { key: 'authorisedAt', title: OB.authorisedAt, kind: 'dateTime', value: (c) => c.authorisedAt ?? '', width: 150 },
    // An open consent shows when it will expire; a closed one when it ended (revoked, rejected or expired).
    { key: 'expiresAt', title: OB.expires, kind: 'dateTime', value: (c) => (c.closedAt ?? c.expiresAt ?? ''), width: 150 },
    { key: 'actions', title: OB.actions, value: () => '', width: 220, render: (c) => (c.status !== 'Authorised' ? null : (
      <Space>
        <Button size="small" type="primary" aria-label={t(OB.payOutNamed, { bank: c.bankName, account: c.accountMasked ?? '' })} onClick={() => setPaying(c)}>{t(OB.payOut)}</Button>
        <Popconfirm title={t(OB.confirmRevoke, { bank: c.bankName, account: c.accountMasked ?? '' })} okText={t(OB.revoke)} onConfirm={() => revoke(c)}>
          <Button size="small" danger aria-label={t(OB.revokeNamed, { bank: c.bankName })}>{t(OB.revoke)}</Button>
        </Popconfirm>
      </Space>
    )) },
  ], [currencies.timeZone, t]); // eslint-disable-line react-hooks/exhaustive-deps

  const rows = consents.data ?? [];
  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <Typography.Paragraph>{t(OB.intro)}</Typography.Paragraph>
      <div style={{ maxWidth: 520 }}><FieldList form={connectForm} fields={bankFields} idPrefix="open-banking-connect" /></div>
      {bankOutcome && (
        <Alert type={bankOutcome.severity === 'success' ? 'success' : 'error'} showIcon role="status" closable onClose={() => setBankOutcome(null)}
          title={t(bankOutcome.message)} style={{ marginBottom: 12 }} />
      )}
      <AlertBanner alerts={alerts.alerts} onClose={alerts.close} />
      {consents.isError && <Alert type="error" showIcon title={t(OB.loadFailed)} description={t(consents.error.message)} style={{ marginBottom: 12 }} />}
      <ListTable rows={rows} rowKey={(c) => c.id} columns={columns} translate={t} label={t(title)} loading={consents.isFetching} timeZone={currencies.timeZone}
        emptyText={consents.isError ? undefined : t(OB.noConsents)} />
      {paying && (
        <PayoutDialog
          consent={paying}
          places={currencies.places(paying.currency)}
          available={balances.data ? (balances.data.find((b) => b.currency === paying.currency)?.available ?? 0) : undefined}
          onClose={() => setPaying(null)}
          onPaid={(message) => { setPaying(null); alerts.show({ id: 'payout', severity: 'success', message: t(message) }); void refresh(); }}
        />
      )}
    </Card>
  );
}
