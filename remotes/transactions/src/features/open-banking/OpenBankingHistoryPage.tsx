import { Alert, Card, Typography } from 'antd';
import { useMemo } from 'react';
import { ListPager, ListTable, useResourceList, type ColumnDef } from '@portal/kit';
import type { OpenBankingEvent } from '@portal/contracts';
import { PageTitle } from '@portal/ui';
import { OB } from '../../i18n/open-banking-texts';
import { T } from '../../i18n/texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { useCurrencies } from '../payments/use-currencies';
import { OPEN_BANKING_HISTORY } from './open-banking-api';

const EVENT_TEXT: Record<OpenBankingEvent['type'], string> = {
  Requested: OB.evRequested, Authorised: OB.evAuthorised, Rejected: OB.evRejected, Revoked: OB.evRevoked, Expired: OB.evExpired, PayoutSent: OB.evPayoutSent,
};

/** merchant/payments/open-banking-history (ADR 0055): every consent event, newest first, paged. */
export function OpenBankingHistoryPage({ title }: { title: string }) {
  const { t } = useTransactionsTranslation();
  const currencies = useCurrencies();
  const list = useResourceList<OpenBankingEvent>(OPEN_BANKING_HISTORY);
  const history = list.result;
  const columns = useMemo<ColumnDef<OpenBankingEvent>[]>(() => [
    { key: 'at', title: OB.when, kind: 'dateTimeSeconds', value: (e) => e.at, width: 180 },
    { key: 'type', title: OB.event, value: (e) => t(EVENT_TEXT[e.type]), width: 200 },
    { key: 'bankName', title: OB.bank, value: (e) => e.bankName, width: 160 },
    { key: 'account', title: OB.account, value: (e) => e.accountMasked ?? '', width: 170 },
    { key: 'by', title: OB.by, value: (e) => e.actorName ?? t(e.type === 'Expired' ? OB.byClock : OB.byBank), width: 150 },
    { key: 'transaction', title: OB.transaction, value: (e) => e.transactionExternalId ?? '', width: 160 },
    { key: 'amount', title: T.amount, kind: 'money', value: (e) => e.amount ?? '', currency: (e) => e.currency ?? '', decimalPlaces: (e) => currencies.places(e.currency ?? ''), width: 130 },
  ], [currencies, t]);
  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <Typography.Paragraph>{t(OB.historyIntro)}</Typography.Paragraph>
      {history.isError && <Alert type="error" showIcon title={t(OB.loadFailed)} description={t(history.error.message)} style={{ marginBottom: 12 }} />}
      <ListTable {...list.table} columns={columns} translate={t} label={t(title)} emptyText={history.isError ? undefined : t(OB.noHistory)} />
      <ListPager {...list.pager} />
    </Card>
  );
}
