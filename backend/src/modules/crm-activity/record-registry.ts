import { sql, type SQL } from 'drizzle-orm';
import { CRM_RECORD_TYPES, CRM_TIMELINE_MESSAGES as M, type CrmRecordType } from '@portal/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { inScopeTenant, merchantLimitOf, scopeOf } from '../../http/scope';
import { isUuid } from '../../lib/ids';
import type { Principal } from '../users/repository';

/** What tasks, notes, e-mails and the timeline need of a record: whose it is, its name, the merchant it is tied to. */
export interface CrmRecordInfo {
  type: CrmRecordType;
  id: string;
  tenantId: string;
  name: string;
  /** The merchant a record is tied to (a customer that became one): merchant limits apply through it. */
  merchantId: string | null;
  ownerId: string | null;
}

/**
 * Each record type once: the SQL that reads its tenant, display name, merchant and owner by id (`$id`). One table
 * here; a new record type is one line. Written as SQL so that lists name related records in the same query.
 */
const RECORD_SQL: Partial<Record<CrmRecordType, { from: string; name: string; merchant: string; owner: string; tenant: string }>> = {
  organization: { from: 'crm_organizations r', name: 'r.legal_name', merchant: 'r.merchant_id', owner: 'r.owner_id', tenant: 'r.tenant_id' },
  contact: {
    from: 'crm_contacts r join crm_organizations o on o.id = r.organization_id', name: "r.first_name || ' ' || r.last_name",
    merchant: 'o.merchant_id', owner: 'r.owner_id', tenant: 'r.tenant_id',
  },
  lead: { from: 'crm_leads r', name: 'r.company_name', merchant: 'null::uuid', owner: 'r.owner_id', tenant: 'r.tenant_id' },
  // Opportunities and projects share one table (ADR 0088); the customer carries the merchant limits.
  opportunity: {
    from: "crm_deals r join crm_organizations o on o.id = r.organization_id and r.kind = 'opportunity'", name: 'r.name', merchant: 'o.merchant_id',
    owner: 'r.owner_id', tenant: 'r.tenant_id',
  },
  project: {
    from: "crm_deals r join crm_organizations o on o.id = r.organization_id and r.kind = 'project'", name: 'r.name', merchant: 'o.merchant_id',
    owner: 'r.owner_id', tenant: 'r.tenant_id',
  },
};

/** The record types tasks, notes and e-mails may point at. */
export const LINKED_RECORD_TYPES: readonly CrmRecordType[] = CRM_RECORD_TYPES.filter((type) => RECORD_SQL[type]);

/** The record, or null when there is none with this id. */
export async function readCrmRecord(db: Db, type: CrmRecordType, id: string): Promise<CrmRecordInfo | null> {
  const s = RECORD_SQL[type];
  if (!isUuid(id) || !s) return null;
  const { rows } = await db.execute<{ tenant_id: string; name: string; merchant_id: string | null; owner_id: string | null }>(sql`
    select ${sql.raw(s.tenant)} as tenant_id, ${sql.raw(s.name)} as name, ${sql.raw(s.merchant)} as merchant_id, ${sql.raw(s.owner)} as owner_id
    from ${sql.raw(s.from)} where r.id = ${id}`);
  const row = rows[0];
  return row ? { type, id, tenantId: row.tenant_id, name: row.name, merchantId: row.merchant_id, ownerId: row.owner_id } : null;
}

/** Whether the caller reaches the record: its tenant in their scope, its merchant (if any) within their limits. */
export function reaches(principal: Principal, record: Pick<CrmRecordInfo, 'tenantId' | 'merchantId'>, tenantId?: string): boolean {
  if (!inScopeTenant(scopeOf(principal, { tenantId }), record.tenantId)) return false;
  const limit = merchantLimitOf(principal);
  return !limit || !record.merchantId || limit.includes(record.merchantId);
}

/** The record if the caller reaches it; a 404 otherwise (another tenant's record is as unknown as a wrong id). */
export async function reachCrmRecord(db: Db, principal: Principal, type: CrmRecordType, id: string, tenantId?: string): Promise<CrmRecordInfo> {
  const record = await readCrmRecord(db, type, id);
  if (!record || !reaches(principal, record, tenantId)) throw notFound(M.recordNotFound);
  return record;
}

/** SQL naming the record a row points at (`type`, `id` columns), for lists that show "Related to". */
export function relatedNameSql(typeColumn: SQL, idColumn: SQL): SQL<string | null> {
  const cases = LINKED_RECORD_TYPES.map((t) => {
    const s = RECORD_SQL[t]!;
    return sql`when ${sql.raw(`'${t}'`)} then (select ${sql.raw(s.name)} from ${sql.raw(s.from)} where r.id = ${idColumn})`;
  });
  return sql<string | null>`(case ${typeColumn} ${sql.join(cases, sql` `)} end)`;
}
