import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { badRequest, forbidden, invalid } from '../../http/errors';
import { OTHER_TENANT } from '../../http/scope';
import { PRIORITIES, REFERENCE_KEYS, type TicketReference } from '@portal/contracts';
import { isUuid } from '../../lib/ids';
import { isEmail } from '../../lib/validation';
import type { Principal } from '../users/repository';
import { readableFile } from '../files/access';
import { merchantsOfTransactions } from '../transactions/repository';

export function checkPriority(value: unknown): 'Low' | 'Medium' | 'High' {
  if (!(PRIORITIES as readonly unknown[]).includes(value)) throw badRequest(`Priority must be one of ${PRIORITIES.join(', ')}`);
  return value as 'Low' | 'Medium' | 'High';
}

export function checkEmail(label: string, value: unknown): string {
  const v = String(value ?? '').trim();
  if (!isEmail(v)) throw badRequest(`${label} is not a valid e-mail address`);
  return v.toLowerCase();
}

/** Whose ticket the references are for: its tenant, and its merchant when it is a customer ticket. */
export interface ReferenceOwner {
  tenantId: string;
  customerId: string | null;
  channelType: 'CustomerToTenantTicketChannel' | 'TenantToPlatformTicketChannel';
}

/**
 * A Transaction reference holds a transaction's external id (e.g. TX-BBC-0001): a transaction of the ticket's
 * tenant, and of its merchant for a customer ticket. Another tenant's transactions read as unknown, so their ids never leak.
 */
async function checkTransactionReferences(db: Db, owner: ReferenceOwner, externalIds: string[]): Promise<void> {
  if (externalIds.length === 0) return;
  const found = await merchantsOfTransactions(db, owner.tenantId, externalIds);
  const customerTicket = owner.channelType === 'CustomerToTenantTicketChannel' && owner.customerId;
  const problems = externalIds.flatMap((id) => {
    if (!found.has(id)) return [`Transaction ${id} is not a transaction of this tenant`];
    if (customerTicket && found.get(id) !== owner.customerId) return [`Transaction ${id} is not a transaction of this ticket's customer`];
    return [];
  });
  if (problems.length) throw badRequest(problems.join('; '));
}

/**
 * References must name things of the ticket's tenant the caller may see: a File the caller can read,
 * a Customer (merchant) of the tenant, a Transaction of the tenant (and of the ticket's customer).
 * The createdOn page address is kept as text.
 */
export async function checkReferences(db: Db, principal: Principal, owner: ReferenceOwner, refs: unknown): Promise<TicketReference[]> {
  const { tenantId } = owner;
  if (!Array.isArray(refs)) throw badRequest('References must be a list');
  const out: TicketReference[] = [];
  const problems: string[] = [];
  for (const r of refs as Array<{ key?: unknown; value?: unknown }>) {
    const key = r?.key;
    const value = typeof r?.value === 'string' ? r.value.trim() : '';
    if (!(REFERENCE_KEYS as readonly unknown[]).includes(key)) { problems.push(`Reference key must be one of ${REFERENCE_KEYS.join(', ')}`); continue; }
    if (!value || value.length > 2000) { problems.push(`Reference ${String(key)} needs a value of at most 2000 characters`); continue; }
    out.push({ key: key as TicketReference['key'], value });
  }
  if (problems.length) throw invalid(problems);
  for (const r of out.filter((x) => x.key === 'File')) {
    const file = await readableFile(db, principal, r.value);
    if (file.tenantId !== tenantId) throw forbidden(OTHER_TENANT);
  }
  const customerIds = out.filter((x) => x.key === 'Customer').map((x) => x.value);
  if (customerIds.length) {
    if (!customerIds.every(isUuid)) throw badRequest('Customer reference is not a customer id');
    const rows = await db.select({ id: merchants.id, tenantId: merchants.tenantId }).from(merchants).where(inArray(merchants.id, customerIds));
    if (rows.length !== new Set(customerIds).size) throw badRequest('Customer reference names an unknown customer');
    if (rows.some((m) => m.tenantId !== tenantId)) throw forbidden(OTHER_TENANT);
    if (principal.user.userType === 'merchant' && rows.some((m) => m.id !== principal.user.merchantId)) throw forbidden('You can only reference your own business');
  }
  await checkTransactionReferences(db, owner, out.filter((x) => x.key === 'Transaction').map((x) => x.value));
  return out;
}

