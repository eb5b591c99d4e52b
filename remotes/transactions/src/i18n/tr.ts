import { TRANSACTION_COLUMN_TITLES_TR } from '@portal/contracts';
import { T } from './texts';

type Key = keyof typeof T;

/** Turkish of every text of texts.ts. */
const byKey: Record<Key, string> = {
  // The columns' titles: the contracts' Turkish, which a Turkish reader's export writes too.
  ...TRANSACTION_COLUMN_TITLES_TR,
  date: 'Tarih',
  customer: 'Müşteri',
  tenants: 'Kiracılar',
  allTenants: 'Tüm kiracılar',
  amountFrom: 'En az tutar',
  amountTo: 'En çok tutar',
  cardFirst6: 'Kartın ilk 6 hanesi',
  cardLast4: 'Kartın son 4 hanesi',
  enterAmount: '12.50 gibi bir tutar girin',
  amountDecimals: 'En fazla {{n}} ondalık basamaklı bir tutar girin',
  amountDecimalsOfCurrency: '{{currency}} tutarlarında en fazla {{n}} ondalık basamak olur',
  amountNoDecimals: '{{currency}} tutarlarında ondalık basamak olmaz',
  enterFirst6: 'Kartın ilk 6 hanesini girin',
  enterLast4: 'Kartın son 4 hanesini girin',
  enterEmail: 'Geçerli bir e-posta adresi girin',
  loadFailed: 'İşlemler yüklenemedi',
  Test: 'Test',
  Live: 'Canlı',
  selectPayout: '{{externalId}} seç',
  selectWaitingPayouts: 'Onay bekleyen tüm ödemeleri seç',
};

export const transactionsTr: Record<string, string> = {
  ...Object.fromEntries((Object.keys(byKey) as Key[]).map((key) => [T[key], byKey[key]])),
};
