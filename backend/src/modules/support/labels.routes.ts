import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { badRequest, notFound } from '../../http/errors';
import { isPlatform } from '../../http/scope';
import { LABEL_COLOR_PATTERN, LABEL_ENDPOINTS, labelValueError, PERMISSIONS, type Label } from '@portal/contracts';
import { isUuid } from '../../lib/ids';
import type { Principal } from '../users/repository';
import { findTenant } from '../tenants/repository';
import {
  createLabel, deleteLabel, findLabel, labelValueTaken, listLabels, rearrangeLabels, toLabel, updateLabel,
} from './labels.repository';

const { merchantSupportLookup: MERCHANT, crmSupportLookup: CRM, platformSupportLookup: PLATFORM } = PERMISSIONS;
/** The three Support.Lookup permissions allow label initialisation (reading the list makes the defaults). */
const readAccess = { anyPermission: [MERCHANT, CRM, PLATFORM] };
const writeAccess = { userTypes: ['crm' as const, 'platform' as const], anyPermission: [CRM, PLATFORM] };

/** A list of strings (the label ids of a new order). */
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((x) => typeof x === 'string');

/** Labels belong to a tenant: the caller's own, or for platform staff the tenantId parameter. */
async function labelTenant(deps: ApiDeps, principal: Principal, tenantId?: string): Promise<string> {
  if (!isPlatform(principal)) return principal.user.tenantId!;
  if (!tenantId) throw badRequest('tenantId is required');
  if (!(await findTenant(deps.db, tenantId))) throw notFound('Tenant not found');
  return tenantId;
}

function labelBody(body: { value?: unknown; description?: unknown; color?: unknown } | null) {
  const value = typeof body?.value === 'string' ? body.value.trim() : '';
  const problem = labelValueError(value);
  if (problem) throw badRequest(problem);
  if (value.length > 50) throw badRequest('Label must be at most 50 characters');
  const description = typeof body?.description === 'string' && body.description.trim() ? body.description.trim() : null;
  if (description && description.length > 500) throw badRequest('Description must be at most 500 characters');
  const color = typeof body?.color === 'string' ? body.color.trim() : '';
  if (!color) throw badRequest('Color is required');
  if (!LABEL_COLOR_PATTERN.test(color)) throw badRequest('Color must be a hex colour such as #FFD700');
  return { value, description, color };
}

/** Labels (spec part 1 section 7 "Labels"). Another tenant's label id answers 404. */
export function labelRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const own = async (principal: Principal, id: string, tenantId?: string) => {
    const tenant = await labelTenant(deps, principal, tenantId);
    const row = isUuid(id) ? await findLabel(db, tenant, id) : undefined;
    if (!row) throw notFound('Label not found');
    return row;
  };

  apiRoute(app, deps, LABEL_ENDPOINTS.labels, {
    access: readAccess,
    handler: async ({ principal, query }) => (await listLabels(db, await labelTenant(deps, principal, query.tenantId))).map(toLabel),
  });
  apiRoute(app, deps, LABEL_ENDPOINTS.createLabel, {
    access: writeAccess,
    handler: async ({ principal, query, body }): Promise<Label> => {
      const tenant = await labelTenant(deps, principal, query.tenantId);
      const v = labelBody(body);
      if (await labelValueTaken(db, tenant, v.value)) throw badRequest(`A label ${v.value} already exists`);
      return toLabel(await createLabel(db, tenant, v));
    },
  });
  apiRoute(app, deps, LABEL_ENDPOINTS.label, {
    access: readAccess,
    handler: async ({ principal, params, query }) => toLabel(await own(principal, params.labelId, query.tenantId)),
  });
  apiRoute(app, deps, LABEL_ENDPOINTS.updateLabel, {
    access: writeAccess,
    handler: async ({ principal, params, query, body }) => {
      const row = await own(principal, params.labelId, query.tenantId);
      if (row.isDefault) throw badRequest('Default labels cannot be changed');
      const v = labelBody(body);
      if (await labelValueTaken(db, row.tenantId, v.value, row.id)) throw badRequest(`A label ${v.value} already exists`);
      return toLabel(await updateLabel(db, row.id, v));
    },
  });
  apiRoute(app, deps, LABEL_ENDPOINTS.deleteLabel, {
    access: writeAccess,
    handler: async ({ principal, params, query }) => {
      const row = await own(principal, params.labelId, query.tenantId);
      if (row.isDefault) throw badRequest('Default labels cannot be deleted');
      await deleteLabel(db, row.id);
    },
  });
  apiRoute(app, deps, LABEL_ENDPOINTS.rearrangeLabels, {
    access: writeAccess,
    handler: async ({ principal, query, body }) => {
      const tenant = await labelTenant(deps, principal, query.tenantId);
      const ids = body?.newLabelIdsList;
      if (!isTextList(ids)) throw badRequest('newLabelIdsList must be a list of label ids');
      const current = await listLabels(db, tenant);
      const known = new Set(current.map((l) => l.id));
      if (ids.some((id) => !known.has(id))) throw notFound('Label not found');
      if (new Set(ids).size !== ids.length || ids.length !== current.length) throw badRequest('newLabelIdsList must list every label exactly once');
      await rearrangeLabels(db, tenant, ids);
      return (await listLabels(db, tenant)).map(toLabel);
    },
  });
}
