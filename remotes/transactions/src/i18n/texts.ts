import { TRANSACTION_COLUMN_TITLES } from '@portal/contracts';

/** The transactions remote's texts (keys are the English texts; namespace "transactions"). */
export const T = {
  // Columns: the contracts' titles, which the export's header writes too.
  ...TRANSACTION_COLUMN_TITLES,
  // Filters
  date: 'Date',
  customer: 'Customer',
  tenants: 'Tenants',
  allTenants: 'All tenants',
  amountFrom: 'Amount from',
  amountTo: 'Amount to',
  cardFirst6: 'Card first 6',
  cardLast4: 'Card last 4',
  enterAmount: 'Enter an amount such as 12.50',
  amountDecimals: 'Enter an amount with at most {{n}} decimals',
  amountDecimalsOfCurrency: '{{currency}} amounts have at most {{n}} decimals',
  amountNoDecimals: '{{currency}} amounts have no decimals',
  enterFirst6: 'Enter the first 6 digits of the card',
  enterLast4: 'Enter the last 4 digits of the card',
  enterEmail: 'Enter a valid e-mail address',
  // Page
  loadFailed: 'The transactions could not be loaded',
  Test: 'Test',
  Live: 'Live',
  // The tick boxes of payouts waiting for approval (the batch bar's own texts come with it: action-texts.ts)
  selectPayout: 'Select {{externalId}}',
  selectWaitingPayouts: 'Select all payouts waiting for approval',
} as const;

