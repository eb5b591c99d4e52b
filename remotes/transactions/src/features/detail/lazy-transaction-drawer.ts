import { lazy } from 'react';
import { addRemoteResources } from '@portal/i18n';
import { transactionsTexts } from '../../i18n/use-transactions-translation';

/** The detail drawer's texts, in the drawer's chunk: they arrive with it, not with the lookup (ADR 0115 "Session 62"). */
export const drawerTexts = () => import(/* webpackChunkName: "transaction-detail" */ '../../i18n/detail-texts').then((m) => transactionsTexts(m.detailEn, m.detailTr));

/** The detail drawer, loaded when a row is first opened, its texts added before it draws. */
export const LazyTransactionDrawer = lazy(async () => {
  const [drawer, texts] = await Promise.all([import(/* webpackChunkName: "transaction-detail" */ './TransactionDrawer'), drawerTexts()]);
  addRemoteResources(texts);
  return { default: drawer.TransactionDrawer };
});
