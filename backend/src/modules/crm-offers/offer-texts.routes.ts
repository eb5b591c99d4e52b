import type { FastifyInstance } from 'fastify';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { OFFER_PLACEHOLDERS, OFFER_TEXT_KINDS, OFFER_TEXT_MESSAGES as M, OFFER_TEXT_PERMISSIONS, OFFER_TEXTS, placeholdersIn, type OfferTextKind } from '@portal/contracts';
import type { Db } from '../../db/client';
import { crmOfferTexts } from '../../db/schema';
import type { ApiDeps } from '../../http/deps';
import { badRequest } from '../../http/errors';
import { crudRoutes, listRoute } from '../../http/resource-routes';
import { sanitizeRichText } from '../../lib/rich-text';
import { tenantOfCall } from '../crm/customer-access';
import { fill, tenantSettingsAccess } from '../settings/tenant-settings-access';

type OfferTextRow = typeof crmOfferTexts.$inferSelect;
interface OfferTextBody { name: string; body: string; isDefault: boolean; isActive: boolean }

const toRow = (r: OfferTextRow) => ({
  id: r.id, tenantId: r.tenantId, name: r.name, body: r.body, isDefault: r.isDefault, isActive: r.isActive, updatedAt: r.updatedAt.toISOString(),
}) as never;

/** The tenant's default active text of a kind (null: none set, the built-in one applies). */
export async function defaultOfferText(db: Db, tenantId: string, kind: OfferTextKind): Promise<string | null> {
  const [row] = await db.select({ body: crmOfferTexts.body }).from(crmOfferTexts)
    .where(and(eq(crmOfferTexts.tenantId, tenantId), eq(crmOfferTexts.kind, kind), eq(crmOfferTexts.isDefault, true), eq(crmOfferTexts.isActive, true)));
  return row?.body ?? null;
}

/**
 * The proposal and agreement templates and signatures (ADR 0094; crm/settings/crm/proposal-templates and the three
 * beside it): rich text, sanitised; a template names only the listed placeholders, a signature none; names unique per
 * list; one default per list (active), which new offers use.
 */
export function offerTextRoutes(app: FastifyInstance, deps: ApiDeps): void {
  for (const kind of OFFER_TEXT_KINDS) {
    const resource = OFFER_TEXTS[kind];
    const access = tenantSettingsAccess(OFFER_TEXT_PERMISSIONS[kind]);
    const owner = { tenantId: crmOfferTexts.tenantId };
    listRoute(app, deps, resource, {
      access, table: crmOfferTexts, owner, columns: { id: crmOfferTexts.id, name: crmOfferTexts.name, updatedAt: crmOfferTexts.updatedAt },
      where: () => eq(crmOfferTexts.kind, kind), toRow: (r: OfferTextRow) => toRow(r),
    });
    crudRoutes(app, deps, resource, {
      access, table: crmOfferTexts, owner, columns: { id: crmOfferTexts.id },
      conflict: 'A text with this name exists already here: choose another name',
      toRow: (r: OfferTextRow) => toRow(r),
      toValues: async (body, call, existing: OfferTextRow | null) => {
        const b = body as unknown as OfferTextBody;
        if (existing && existing.kind !== kind) throw badRequest('Not a text of this list');
        const allowed: readonly string[] = kind.endsWith('signatures') ? [] : OFFER_PLACEHOLDERS;
        const unknown = placeholdersIn(b.body).find((p) => !allowed.includes(p));
        if (unknown) throw badRequest(fill(M.unknownPlaceholder, { placeholder: unknown, allowed: allowed.map((p) => `{{${p}}}`).join(', ') || '-' }));
        const tenantId = tenantOfCall(call, existing);
        const name = b.name.trim();
        const [taken] = await call.db.select({ id: crmOfferTexts.id }).from(crmOfferTexts).where(and(
          eq(crmOfferTexts.tenantId, tenantId), eq(crmOfferTexts.kind, kind), sql`lower(${crmOfferTexts.name}) = lower(${name})`,
          existing ? ne(crmOfferTexts.id, existing.id) : undefined));
        if (taken) throw badRequest(fill(M.nameTaken, { name }));
        if (existing?.isDefault && !b.isDefault) throw badRequest(M.lastDefault);
        const [others] = await call.db.select({ n: count() }).from(crmOfferTexts)
          .where(and(eq(crmOfferTexts.tenantId, tenantId), eq(crmOfferTexts.kind, kind), existing ? ne(crmOfferTexts.id, existing.id) : undefined));
        // The first text of a list is its default.
        const isDefault = b.isDefault || (others?.n ?? 0) === 0;
        if (isDefault && !b.isActive) throw badRequest(M.defaultInactive);
        // One default a list: taken from the other before this one is stored (a partial unique index holds it).
        if (isDefault) {
          await call.db.update(crmOfferTexts).set({ isDefault: false, updatedAt: new Date() }).where(and(
            eq(crmOfferTexts.tenantId, tenantId), eq(crmOfferTexts.kind, kind), eq(crmOfferTexts.isDefault, true), existing ? ne(crmOfferTexts.id, existing.id) : undefined));
        }
        return { kind, name, body: sanitizeRichText(b.body), isDefault, isActive: b.isActive, updatedAt: new Date() };
      },
      inUse: async (id, call) => {
        const [row] = await call.db.select({ isDefault: crmOfferTexts.isDefault }).from(crmOfferTexts).where(eq(crmOfferTexts.id, id));
        return row?.isDefault ? M.lastDefault : null;
      },
    });
  }
}
