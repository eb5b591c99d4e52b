import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beneficiaries, currencies } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { newId } from '../../lib/ids';
import {
  accountDigits, domesticAccountProblem, ibanProblem, normaliseIban, PAYMENT_LIMITS, PAYMENT_REFUSALS, problemText,
  type Beneficiary, type BeneficiaryInput,
} from '@portal/contracts';
import { accountKey, bankAnswer, initialPayeeStatus, payeeCheckApplies } from './payee-check';

/** A merchant's beneficiaries (ADR 0051): the account rules run here again, whatever the browser checked. */

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export interface MerchantScope { tenantId: string; merchantId: string }

export const BENEFICIARY_NOT_FOUND = 'Beneficiary not found';

export const toBeneficiary = (row: BeneficiaryRow): Beneficiary => ({
  id: row.id, name: row.name, email: row.email, country: row.country, accountKind: row.accountKind, iban: row.iban,
  accountNumber: row.accountNumber, bankCode: row.bankCode, currency: row.currency, payeeConfirmation: row.payeeConfirmation,
  payeeCheckedAt: row.payeeCheckedAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
});

/** "GB29 NWBK ..." as stored, or "sort code / account number". */
export const accountLabel = (row: Pick<BeneficiaryRow, 'accountKind' | 'iban' | 'accountNumber' | 'bankCode'>): string =>
  row.accountKind === 'iban' ? row.iban! : `${row.bankCode} / ${row.accountNumber}`;

const unprocessable = (message: string) => new ApiError(422, message);

/** The input as stored, after the account rules (422 with the rule's message when one fails). */
async function checkedAccount(db: Db, input: BeneficiaryInput) {
  const name = input.name.trim();
  if (!name) throw unprocessable('Enter the beneficiary name');
  const [known] = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, input.currency));
  if (!known) throw unprocessable(PAYMENT_REFUSALS.unknownCurrency.message);
  const email = input.email?.trim().toLowerCase() || null;
  if (input.accountKind === 'iban') {
    const problem = ibanProblem(input.iban ?? '');
    if (problem) throw unprocessable(problemText(problem));
    const iban = normaliseIban(input.iban!);
    return { name, email, currency: input.currency, accountKind: 'iban' as const, country: iban.slice(0, 2), iban, accountNumber: null, bankCode: null };
  }
  const country = input.country ?? '';
  const wrong = domesticAccountProblem(country, input.accountNumber ?? '', input.bankCode ?? '');
  if (wrong) throw unprocessable(problemText(wrong.problem));
  return {
    name, email, currency: input.currency, accountKind: 'accountNumber' as const, country, iban: null,
    accountNumber: accountDigits(input.accountNumber), bankCode: accountDigits(input.bankCode),
  };
}

const own = (scope: MerchantScope, id: string) =>
  and(eq(beneficiaries.id, id), eq(beneficiaries.merchantId, scope.merchantId), isNull(beneficiaries.deletedAt));

export async function listBeneficiaries(db: Db, scope: MerchantScope): Promise<Beneficiary[]> {
  const rows = await db.select().from(beneficiaries)
    .where(and(eq(beneficiaries.merchantId, scope.merchantId), isNull(beneficiaries.deletedAt))).orderBy(asc(beneficiaries.name), asc(beneficiaries.id));
  return rows.map(toBeneficiary);
}

/** The merchant's own beneficiary (another merchant's, or a deleted one, is 404). */
export async function beneficiaryOf(db: Pick<Db, 'select'>, scope: MerchantScope, id: string): Promise<BeneficiaryRow> {
  const [row] = await db.select().from(beneficiaries).where(own(scope, id));
  if (!row) throw notFound(BENEFICIARY_NOT_FOUND);
  return row;
}

export async function createBeneficiary(db: Db, scope: MerchantScope, userId: string, input: BeneficiaryInput): Promise<Beneficiary> {
  const account = await checkedAccount(db, input);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(beneficiaries)
    .where(and(eq(beneficiaries.merchantId, scope.merchantId), isNull(beneficiaries.deletedAt)));
  if (n >= PAYMENT_LIMITS.maxBeneficiariesPerMerchant) throw new ApiError(409, PAYMENT_REFUSALS.beneficiaryLimit.message);
  const [row] = await db.insert(beneficiaries).values({
    id: newId(), tenantId: scope.tenantId, merchantId: scope.merchantId, ...account, payeeConfirmation: initialPayeeStatus(account), createdBy: userId,
  }).returning();
  return toBeneficiary(row!);
}

/** A changed account or name needs a new payee check (back to Pending, or NotNeeded). */
export async function updateBeneficiary(db: Db, scope: MerchantScope, id: string, input: BeneficiaryInput): Promise<Beneficiary> {
  const before = await beneficiaryOf(db, scope, id);
  const account = await checkedAccount(db, input);
  const recheck = accountKey(before) !== accountKey(account) || before.name !== account.name || before.country !== account.country;
  const [row] = await db.update(beneficiaries).set({
    ...account, updatedAt: new Date(),
    ...(recheck ? { payeeConfirmation: initialPayeeStatus(account), payeeCheckedAt: null } : {}),
  }).where(own(scope, id)).returning();
  return toBeneficiary(row!);
}

export async function deleteBeneficiary(db: Db, scope: MerchantScope, id: string): Promise<void> {
  await beneficiaryOf(db, scope, id);
  await db.update(beneficiaries).set({ deletedAt: new Date() }).where(own(scope, id));
}

/** Asks the (simulated) bank whether it holds the account under the beneficiary's name. */
export async function confirmPayee(db: Db, scope: MerchantScope, id: string, now = new Date()): Promise<Beneficiary> {
  const row = await beneficiaryOf(db, scope, id);
  const status = payeeCheckApplies(row) ? bankAnswer(row, row.name) : 'NotNeeded';
  const [updated] = await db.update(beneficiaries).set({ payeeConfirmation: status, payeeCheckedAt: now }).where(own(scope, id)).returning();
  return toBeneficiary(updated!);
}
