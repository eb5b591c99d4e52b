import { openBankingEn, openBankingTr } from './open-banking-texts';
import { rdrEn, rdrTr } from './rdr-texts';
import { tenantPaymentEn, tenantPaymentTr } from './tenant-payment-texts';
import { utrEn, utrTr } from './utr-texts';

/** The texts of open banking, UTR resubmissions, tenant pending payments, RDR batches and webhooks (ADR 0055). */
export const bankPaymentEn: Record<string, string> = { ...openBankingEn, ...utrEn, ...tenantPaymentEn, ...rdrEn };
export const bankPaymentTr: Record<string, string> = { ...openBankingTr, ...utrTr, ...tenantPaymentTr, ...rdrTr };
