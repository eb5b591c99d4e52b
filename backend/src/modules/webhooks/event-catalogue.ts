/**
 * Which catalogue event (contracts' WEBHOOK_EVENT_TYPES) a transaction event is (ADR 0100). Events are about the
 * payment: a follow-up row's own event (refund.successful, capture.captured, ...) is told by the payment's
 * (transaction.refunded, transaction.captured), so it sends nothing of its own.
 */
import type { WebhookEventType } from '@portal/contracts';

const EXACT: Readonly<Record<string, WebhookEventType>> = {
  'transaction.created': 'transaction.created',
  'transaction.virtual_terminal': 'transaction.created',
  'transaction.refunded': 'transaction.refunded',
  'transaction.captured': 'transaction.captured',
  'transaction.voided': 'transaction.voided',
  'transaction.disputed': 'dispute.opened',
  'payout.approved': 'payout.approved',
  'payout.successful': 'payout.approved',
  'payout.declined': 'payout.declined',
  'payment_link.paid': 'payment_link.paid',
};

export function catalogueEventOf(eventType: string): WebhookEventType | null {
  const exact = EXACT[eventType];
  if (exact) return exact;
  // The chargeback's own first event is the payment's transaction.disputed; what follows updates the dispute.
  if (eventType.startsWith('chargeback.')) return eventType === 'chargeback.pending' ? null : 'dispute.updated';
  if (eventType.startsWith('transaction.')) return 'transaction.status_changed';
  return null;
}
