import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { bankOrderItems, bankOrders, currencies, transactions } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { Scope } from '../../http/scope';
import { pagedQuery, type PageRequest } from '../../lib/paged-query';
import {
  BANK_ORDER_FILE_FIELD, BANK_ORDER_LIMITS, BANK_ORDER_MESSAGES, isAccountNumber, parseBankOrderCsv,
  type BankOrder, type BankOrderItem, type BankOrderItemStatus, type ToolPage,
} from '@portal/contracts';
import type { Principal } from '../users/repository';
import { isUuid } from '../../lib/ids';
import { fill } from '../settings/tenant-settings-access';

/** The tenant a bank-order call works on (tool scopes are one tenant: tenant staff, or platform staff naming one). */
const tenantOf = (scope: Scope): string => {
  if (scope.kind !== 'tenant') throw badRequest('Pick a tenant first');
  return scope.tenantId;
};

const TOO_BIG = 'File {file} size bigger then allowed';

interface Upload { bankName: string; accountNumber: string; fileName: string; content: Buffer }

/** Reads the multipart form: bankName, accountNumber and the CSV in csvFile (at most 5242880 bytes). */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(`Send the bank order as multipart/form-data: bankName, accountNumber and ${BANK_ORDER_FILE_FIELD}`);
  const fields: Record<string, string> = {};
  let file: { fileName: string; content: Buffer } | undefined;
  for await (const part of request.parts({ limits: { fileSize: BANK_ORDER_LIMITS.maxBytes, files: 1 } })) {
    if (part.type === 'file') {
      const fileName = part.filename || 'bank-order.csv';
      try {
        const content = await part.toBuffer();
        if (part.fieldname === BANK_ORDER_FILE_FIELD) file = { fileName, content };
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(TOO_BIG.replace('{file}', fileName));
        throw err;
      }
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  const bankName = (fields.bankName ?? '').trim();
  const accountNumber = (fields.accountNumber ?? '').replace(/\s+/g, '').toUpperCase();
  if (!bankName || bankName.length > BANK_ORDER_LIMITS.maxBankName) throw badRequest(BANK_ORDER_MESSAGES.bankName);
  if (!isAccountNumber(accountNumber)) throw badRequest(BANK_ORDER_MESSAGES.accountNumber);
  if (!file || file.content.length === 0) throw badRequest(BANK_ORDER_MESSAGES.noFile);
  return { bankName, accountNumber, ...file };
}

/**
 * Checks the file with the shared parser (the page's rules), stores the order and every line: valid lines are
 * matched by reference to the tenant's transactions (external id): Matched, AmountDiffers (found, other amount or
 * currency) or Unmatched; a bad line is kept as Invalid with its reason. A bad file (no header, too many lines,
 * not text) is refused whole (400).
 */
export async function storeBankOrder(db: Db, scope: Scope, principal: Principal, upload: Upload, now = new Date()): Promise<BankOrder> {
  const tenantId = tenantOf(scope);
  const text = upload.content.toString('utf8');
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw badRequest(BANK_ORDER_MESSAGES.header);
  const known = await db.select({ code: currencies.code, places: currencies.decimalPlaces }).from(currencies);
  const parsed = parseBankOrderCsv(text, Object.fromEntries(known.map((c) => [c.code, c.places])));
  if (parsed.error) throw badRequest(fill(parsed.error.text, parsed.error.params));
  const references = [...new Set(parsed.lines.filter((l) => !l.error).map((l) => l.reference))];
  const found = references.length
    ? await db.select({ id: transactions.id, externalId: transactions.externalId, amount: transactions.amount, currency: transactions.currency })
      .from(transactions).where(and(eq(transactions.tenantId, tenantId), inArray(transactions.externalId, references)))
    : [];
  const byReference = new Map(found.map((t) => [t.externalId, t]));
  const orderId = randomUUID();
  const user = principal.user;
  await db.transaction(async (tx) => {
    await tx.insert(bankOrders).values({
      id: orderId, tenantId, uploadedById: user.id, uploadedByName: `${user.firstName} ${user.lastName}`.trim() || user.email,
      bankName: upload.bankName, accountNumber: upload.accountNumber, fileName: upload.fileName.slice(0, 200), createdAt: now,
    });
    const items = parsed.lines.map((line) => {
      const match = line.error ? undefined : byReference.get(line.reference);
      const status: BankOrderItemStatus = line.error ? 'Invalid'
        : !match ? 'Unmatched'
          : match.amount === line.amount && match.currency === line.currency ? 'Matched' : 'AmountDiffers';
      return {
        id: randomUUID(), orderId, tenantId, lineNumber: line.lineNumber, valueDate: line.valueDate || null, reference: line.reference.slice(0, 200),
        amount: line.amount, currency: line.currency.slice(0, 10), payer: line.payer.slice(0, 200), status,
        errorText: line.error?.text ?? null, errorParams: line.error?.params ?? null, transactionId: match?.id ?? null,
      };
    });
    for (let i = 0; i < items.length; i += 500) await tx.insert(bankOrderItems).values(items.slice(i, i + 500));
  });
  const [order] = await selectOrders(db).where(and(eq(bankOrders.tenantId, tenantId), eq(bankOrders.id, orderId)));
  return toOrder(order!);
}

const countOf = (status: BankOrderItemStatus) => sql<number>`(count(*) FILTER (WHERE ${bankOrderItems.status} = ${status}))::int`;

const selectOrders = (db: Db) => db.select({
  id: bankOrders.id, tenantId: bankOrders.tenantId, bankName: bankOrders.bankName, accountNumber: bankOrders.accountNumber,
  fileName: bankOrders.fileName, uploadedBy: bankOrders.uploadedByName, createdAt: bankOrders.createdAt,
  lines: sql<number>`count(${bankOrderItems.id})::int`, matched: countOf('Matched'), amountDiffers: countOf('AmountDiffers'),
  unmatched: countOf('Unmatched'), invalid: countOf('Invalid'),
}).from(bankOrders).leftJoin(bankOrderItems, eq(bankOrderItems.orderId, bankOrders.id))
  .groupBy(bankOrders.id).$dynamic();

// The account is shown by its last 4 characters, as statements do.
const toOrder = (r: Awaited<ReturnType<typeof selectOrders>>[number]): BankOrder =>
  ({ ...r, accountNumber: `•••• ${r.accountNumber.slice(-4)}`, createdAt: r.createdAt.toISOString() });

export async function bankOrderPage(db: Db, scope: Scope, page: PageRequest): Promise<ToolPage<BankOrder>> {
  const result = await pagedQuery({
    db, select: selectOrders(db), countFrom: bankOrders, where: eq(bankOrders.tenantId, tenantOf(scope)),
    order: [{ column: bankOrders.createdAt, direction: 'desc' }, { column: bankOrders.id, direction: 'desc' }],
    page: { pageIndex: page.pageIndex, pageSize: page.pageSize }, count: { exact: true },
  });
  return { count: result.count, countIsCapped: false, data: result.rows.map(toOrder) };
}

/** An order's lines in file order; an order of another tenant is 404. */
export async function bankOrderItemPage(db: Db, scope: Scope, orderId: string, page: PageRequest): Promise<ToolPage<BankOrderItem>> {
  const tenantId = tenantOf(scope);
  const [order] = await db.select({ id: bankOrders.id }).from(bankOrders).where(and(eq(bankOrders.id, orderId), eq(bankOrders.tenantId, tenantId)));
  if (!order) throw notFound('Bank order not found');
  const result = await pagedQuery({
    db,
    select: db.select({
      id: bankOrderItems.id, lineNumber: bankOrderItems.lineNumber, valueDate: bankOrderItems.valueDate, reference: bankOrderItems.reference,
      amount: bankOrderItems.amount, currency: bankOrderItems.currency, payer: bankOrderItems.payer, status: bankOrderItems.status,
      errorText: bankOrderItems.errorText, errorParams: bankOrderItems.errorParams, transactionId: bankOrderItems.transactionId,
      transactionExternalId: transactions.externalId, transactionAmount: transactions.amount,
      matchedBy: bankOrderItems.matchedByName, matchedAt: bankOrderItems.matchedAt,
    }).from(bankOrderItems).leftJoin(transactions, eq(transactions.id, bankOrderItems.transactionId)).$dynamic(),
    countFrom: bankOrderItems, where: eq(bankOrderItems.orderId, orderId),
    order: [{ column: bankOrderItems.lineNumber, direction: 'asc' }],
    page: { pageIndex: page.pageIndex, pageSize: page.pageSize }, count: { exact: true },
  });
  return {
    count: result.count, countIsCapped: false,
    data: result.rows.map(({ errorText, errorParams, matchedAt, ...r }) => ({
      ...r, status: r.status as BankOrderItemStatus, error: errorText ? { text: errorText, ...(errorParams ? { params: errorParams } : {}) } : null,
      matchedAt: matchedAt ? matchedAt.toISOString() : null,
    })),
  };
}

/**
 * An unmatched line matched by hand (the bank wrote another reference than the payment's): to the tenant's transaction
 * with `reference`, Matched when its amount and currency are the line's, AmountDiffers otherwise; who and when are kept.
 * A line of another tenant is 404; a line already matched or invalid is refused, and so is an unknown reference.
 */
export async function matchBankOrderLine(db: Db, scope: Scope, principal: Principal, lineId: string, reference: string, now = new Date()) {
  const tenantId = tenantOf(scope);
  const wanted = reference.trim();
  if (!wanted || wanted.length > BANK_ORDER_LIMITS.maxReference) throw badRequest(BANK_ORDER_MESSAGES.referenceRequired);
  const [line] = isUuid(lineId)
    ? await db.select().from(bankOrderItems).where(and(eq(bankOrderItems.id, lineId), eq(bankOrderItems.tenantId, tenantId)))
    : [];
  if (!line) throw notFound('Bank order line not found');
  if (line.status !== 'Unmatched') throw badRequest(fill(BANK_ORDER_MESSAGES.onlyUnmatched, { status: line.status }));
  const [match] = await db.select({ id: transactions.id, amount: transactions.amount, currency: transactions.currency }).from(transactions)
    .where(and(eq(transactions.tenantId, tenantId), eq(transactions.externalId, wanted))).limit(1);
  if (!match) throw badRequest(fill(BANK_ORDER_MESSAGES.noTransaction, { reference: wanted }));
  const status: BankOrderItemStatus = match.amount === line.amount && match.currency === line.currency ? 'Matched' : 'AmountDiffers';
  const user = principal.user;
  await db.update(bankOrderItems).set({
    status, transactionId: match.id, matchedByName: `${user.firstName} ${user.lastName}`.trim() || user.email, matchedAt: now,
  }).where(eq(bankOrderItems.id, line.id));
  return { status, transactionExternalId: wanted };
}
