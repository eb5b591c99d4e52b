/** The dashboard remote's texts (keys are the English texts; namespace "dashboard"). */
export const D = {
  dashboard: 'Dashboard',
  dateRange: 'Date range',
  endDate: 'End date',
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
  today: 'Today',
  loadFailed: 'The dashboard could not be loaded',
  noWidgets: 'No widgets are given to you yet',
  widgetFailed: 'This widget could not be loaded',
  noData: 'No data for this period',
  unknownSource: 'This widget reads a data source the portal does not know',
  // A widget's own (standalone) filter.
  ownDates: 'Dates of this widget',
  ownDatesOn: 'This widget shows its own dates',
  clearOwnDates: 'Use the dashboard dates',
  last24Hours: 'Last 24 hours',
  // Figures.
  payments: 'Payments',
  volume: 'Volume',
  successful: 'Successful',
  unsuccessful: 'Unsuccessful',
  successRate: 'Success rate',
  refunds: 'Refunds',
  refunded: 'Refunded',
  count: 'Count',
  total: 'Total',
  chartOf: 'Chart: {{name}}',
  mapOf: 'World map: {{name}}',
  country: 'Country',
  rows: '{{from}}-{{to}} of {{total}}',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  openRow: 'Open {{name}}',
  // Webhook status (spec part 2 section 4).
  webhookNotConfigured: 'No webhook endpoint is configured',
  webhookConfigured: 'Configured, nothing sent in this period',
  webhookDelivering: 'Delivering',
  webhookNotDelivering: 'Not delivering',
  delivered: 'Delivered',
  failed: 'Failed',
  pending: 'Pending',
  lastAttempt: 'Last attempt',
  // Alerts.
  noAlerts: 'Nothing needs attention in this period',
  moreAlerts: '{{more}} more',
  antifraudBlocked: '{{externalId}} blocked by antifraud: {{detail}}',
  antifraudReview: '{{externalId}} needs an antifraud review: {{detail}}',
  webhookFailed: 'The webhook of {{externalId}} was not delivered ({{detail}})',
  waitingForApproval: '{{externalId}} is waiting for approval: {{detail}}',
  // Arranging widgets (kept on the server).
  arrange: 'Arrange {{name}}',
  moveEarlier: 'Move earlier',
  moveLater: 'Move later',
  narrower: 'Narrower',
  wider: 'Wider',
  arrangeFailed: 'The new arrangement could not be kept',
  // Pipeline.
  stage: 'Stage',
  closed: 'Closed',
  open: 'Open',
} as const;

/**
 * Texts the server sends as data (widget and category names, captions, column titles): the seed's English. Statuses
 * and pipeline states it sends are labelled by the portal's one value table (the kit's value labels).
 */
export const SEEDED_TEXTS = [
  'Overview', 'Operations', 'Payments', 'Success rate', 'Refunds', 'Webhook status', 'Volume per day', 'Payment statuses', 'Last 24 hours',
  'Card countries', 'Declines by reason', 'Payment methods', 'Needs attention', 'Boarding', 'Antifraud alerts', 'Top merchants',
  'Volume by card country', 'Merchant onboarding', 'Volume', 'Successful', 'Unsuccessful', 'Refunded', 'Day', 'Hour', 'Status', 'Country',
  'Reason', 'Declines', 'Payment method', 'Count', 'Merchant',
  'Lead', 'Precheck', 'Documents', 'Agreement', 'Integration',
] as const;
