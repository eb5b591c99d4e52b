import { openBankingEn, openBankingTr } from './open-banking-texts';
import { rdrEn, rdrTr } from './rdr-texts';
import { tenantPaymentEn, tenantPaymentTr } from './tenant-payment-texts';
import { utrEn, utrTr } from './utr-texts';

/** The texts of issue 13's open banking, UTR resubmissions, tenant pending payments, RDR batches and webhooks (ADR 0055). */
export const issue13bEn: Record<string, string> = { ...openBankingEn, ...utrEn, ...tenantPaymentEn, ...rdrEn };
export const issue13bTr: Record<string, string> = { ...openBankingTr, ...utrTr, ...tenantPaymentTr, ...rdrTr };
