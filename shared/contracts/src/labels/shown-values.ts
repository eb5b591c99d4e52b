/**
 * Every enum value a user can see (issue 27 item 6: no raw values), by what it describes. The one list the label
 * table is checked against: each value has an English label (`valueLabel`) and a Turkish one (VALUE_LABELS_TR);
 * a value added to one of these lists without its labels fails value-labels.test.ts. Tests read this list; the
 * portal reads the table (this list imports the modules that declare the values, endpoints and all).
 */
import { TICKET_STATUSES } from '../support';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../transactions/model';
import { ANTIFRAUD_OUTCOMES, WEBHOOK_DELIVERY_STATUSES } from '../transactions/detail';
import { DISPUTE_STATUSES } from '../transactions/disputes';
import { BULK_ITEM_OUTCOMES, BULK_UPDATE_STATUSES } from '../transactions/bulk-status-updates';
import { OPEN_BANKING_CONSENT_STATUSES } from '../open-banking/model';
import { BANK_DEPOSIT_STATUSES } from '../transaction-tools/bdt';
import { BANK_ORDER_ITEM_STATUSES } from '../transaction-tools/bank-orders';
import { APM_REQUEST_STATUSES } from '../transaction-tools/apm';
import { TERMINAL_TRANSACTION_STATUSES } from '../transaction-tools/terminals';
import { UTR_OUTCOMES } from '../utr/model';
import { MID_STATUSES } from '../settings/payment-configuration';
import { PROMOTION_STATUSES } from '../settings/settings-promotion';
import { PAYEE_CONFIRMATION_STATUSES } from '../payments/model';
import { BATCH_STATUSES } from '../payments/batch';
import { WEBHOOK_STATUSES, PIPELINE_STATES } from '../dashboards/model';
import { RDR_BATCH_STATUSES } from '../rdr';
import { APPROVAL_KINDS } from '../approvals';

export const SHOWN_VALUES = {
  transactionStatus: TRANSACTION_STATUSES,
  transactionType: TRANSACTION_TYPES,
  webhookDelivery: WEBHOOK_DELIVERY_STATUSES,
  antifraudOutcome: ANTIFRAUD_OUTCOMES,
  disputeStatus: DISPUTE_STATUSES,
  bulkUpdateStatus: BULK_UPDATE_STATUSES,
  bulkItemOutcome: BULK_ITEM_OUTCOMES,
  ticketStatus: TICKET_STATUSES,
  openBankingConsent: OPEN_BANKING_CONSENT_STATUSES,
  bankDeposit: BANK_DEPOSIT_STATUSES,
  bankOrderItem: BANK_ORDER_ITEM_STATUSES,
  apmRequest: APM_REQUEST_STATUSES,
  terminalTransaction: TERMINAL_TRANSACTION_STATUSES,
  utrOutcome: UTR_OUTCOMES,
  midStatus: MID_STATUSES,
  promotionStatus: PROMOTION_STATUSES,
  payeeConfirmation: PAYEE_CONFIRMATION_STATUSES,
  paymentBatch: BATCH_STATUSES,
  merchantWebhook: WEBHOOK_STATUSES,
  pipelineState: PIPELINE_STATES,
  rdrBatch: RDR_BATCH_STATUSES,
  approvalKind: APPROVAL_KINDS,
} as const;

/** Every shown value once. */
export const ALL_SHOWN_VALUES: readonly string[] = [...new Set(Object.values(SHOWN_VALUES).flat())];
