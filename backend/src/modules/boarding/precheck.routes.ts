import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BOARDING_ENDPOINTS as E, BOARDING_MESSAGES as M, precheckProblems, type PrecheckForm, type PrecheckStatus, type ResultOf } from '@portal/contracts';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import type { Db } from '../../db/client';
import { boardingPrecheckForms, merchants } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { fill } from '../settings/tenant-settings-access';
import { ownMerchantId, precheckAccess } from './boarding-access';
import { readPrecheck } from './requirements';
import { newMerchantDefaults, type NewMerchantDefaults } from '../settings/reference-data/new-merchant-defaults';

export type PrecheckRow = ResultOf<typeof E.precheckForm>;

/**
 * A pre-check form no one has typed into yet: the country of registration and both addresses' countries are the
 * tenant's default country, and the volume and ticket are stated in its default currency.
 */
function startingForm({ country, currency }: NewMerchantDefaults): PrecheckForm {
  const inCurrency = currency ? { currency } : {};
  if (!country) return inCurrency;
  return { countryCode: country, registeredAddress: { countryCode: country }, tradingAddress: { countryCode: country }, ...inCurrency };
}

/** A stored form, read in the tenant's default currency when it was saved before its currency was kept. */
function storedForm(form: PrecheckForm, defaults: NewMerchantDefaults | null): PrecheckForm {
  return form.currency || !defaults?.currency ? form : { ...form, currency: defaults.currency };
}

/**
 * A merchant's form as the API answers it. A merchant that never saved one has a draft that starts on its tenant's
 * default country and currency; a form saved before its currency was kept (ADR 0156) is read in the default currency.
 */
export async function precheckOf(db: Db, merchantId: string): Promise<PrecheckRow> {
  const [merchant] = await db.select({ name: merchants.legalBusinessName, tenantId: merchants.tenantId }).from(merchants).where(eq(merchants.id, merchantId));
  const row = await readPrecheck(db, merchantId);
  const defaults = row?.form.currency ? null : await newMerchantDefaults(db, merchant?.tenantId ?? null);
  const form = row ? storedForm(row.form, defaults) : startingForm(defaults ?? { country: null, currency: null });
  return {
    merchantId, merchantName: merchant?.name ?? '', status: (row?.status ?? 'Draft') as PrecheckStatus, form,
    rejectReason: row?.rejectReason ?? null, submittedAt: row?.submittedAt?.toISOString() ?? null, reviewedAt: row?.reviewedAt?.toISOString() ?? null,
    reviewedByName: row?.reviewedByName ?? null, updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Drafts change while Draft or Rejected (the reason stays shown until the form is submitted again). */
const editable = (status: string) => status === 'Draft' || status === 'Rejected';

/** The merchant's pre-check form (ADR 0098): saved as a draft as it types, submitted whole for review. */
export function precheckRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  apiRoute(app, deps, E.precheckForm, { access: precheckAccess, handler: ({ principal }) => precheckOf(db, ownMerchantId(principal)) });

  apiRoute(app, deps, E.saveDraft, {
    access: precheckAccess,
    handler: async ({ principal, body }) => {
      const merchantId = ownMerchantId(principal);
      const row = await readPrecheck(db, merchantId);
      if (row && !editable(row.status)) throw new ApiError(409, fill(M.notEditable, { status: row.status }));
      // The volume and ticket keep the currency they were first stated in: the stored one, else the tenant's default.
      const currency = row?.form.currency || (await newMerchantDefaults(db, principal.user.tenantId ?? null)).currency;
      const { currency: _sent, ...typed } = body as PrecheckForm;
      const form: PrecheckForm = { ...typed, ...(currency ? { currency } : {}) };
      const at = new Date();
      await db.insert(boardingPrecheckForms).values({ merchantId, tenantId: principal.user.tenantId!, form, status: 'Draft', updatedAt: at })
        .onConflictDoUpdate({ target: boardingPrecheckForms.merchantId, set: { form, updatedAt: at } });
      return precheckOf(db, merchantId);
    },
  });

  apiRoute(app, deps, E.submit, {
    access: precheckAccess,
    handler: async ({ principal }) => {
      const merchantId = ownMerchantId(principal);
      const row = await readPrecheck(db, merchantId);
      if (row && !editable(row.status)) throw new ApiError(409, fill(M.notEditable, { status: row.status }));
      const problems = precheckProblems(row?.form ?? {});
      if (problems.length) {
        throw new ApiError(400, fill(M.notSubmittable, { problems: problems.map((p) => p.message).join('; ') }));
      }
      const at = new Date();
      await db.update(boardingPrecheckForms).set({ status: 'Submitted', rejectReason: null, submittedAt: at, updatedAt: at })
        .where(eq(boardingPrecheckForms.merchantId, merchantId));
      return precheckOf(db, merchantId);
    },
  });
}
