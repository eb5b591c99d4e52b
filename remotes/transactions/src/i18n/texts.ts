/** The transactions remote's texts (keys are the English texts; namespace "transactions"). */
export const T = {
  // Columns
  externalId: 'External id',
  createdAt: 'Created',
  tenantName: 'Tenant',
  merchantName: 'Merchant',
  websiteName: 'Website',
  type: 'Type',
  status: 'Status',
  amount: 'Amount',
  currency: 'Currency',
  paymentMethod: 'Payment method',
  serviceProviderName: 'Service provider',
  paymentChannelName: 'Payment channel',
  card: 'Card',
  cardCountry: 'Card country',
  customerEmail: 'Customer e-mail',
  customerIp: 'Customer IP',
  mode: 'Mode',
  parentExternalId: 'Parent transaction',
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
} as const;

/** Statuses and types as shown (the contract's values are the English names). */
export const STATUS_AND_TYPE_TEXTS = [
  'Captured', 'Declined', 'Refunded', 'Pending', 'Reserved', 'Failed', 'Blocked', 'WaitingForApproval', 'Approved', 'Successful',
  'Sale', 'Authorisation', 'Capture', 'Refund', 'Void', 'Reversal', 'Payout', 'Chargeback',
] as const;
