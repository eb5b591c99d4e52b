import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { CRM_CUSTOMER_MESSAGES, CRM_EDIT_PERMISSIONS, CRM_LEAD_MESSAGES as M, LEAD_ENDPOINTS } from '@portal/contracts';
import { crmContacts, crmLeads, crmOrganizations, leadStatuses } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import { noteRowChange } from '../../http/audit-trail';
import type { ApiDeps } from '../../http/deps';
import { ApiError, badRequest, notFound } from '../../http/errors';
import type { ResourceCall } from '../../http/resource-routes';
import { scopeOf } from '../../http/scope';
import { isUuid, newId } from '../../lib/ids';
import { fill } from '../settings/tenant-settings-access';
import { reachableOrganization } from '../crm/customer-access';
import { requireCrmEdit } from '../crm/edit-access';
import { leadEditAccess, refuseIfConverted } from '../crm/leads.routes';
import { createOpportunity } from './deal-service';

/**
 * Converting a lead (ADR 0091), in the call's one transaction (here, beside the deals: leads know nothing of opportunities): the customer (new, named after the lead's company, or
 * the existing one picked), the lead's person as its contact (primary when it has none), an opportunity through the
 * board's own service (same rules and notifications as the form); the lead keeps what it became, read-only. The
 * call's one audit event is the lead's change, naming the ids of what it became.
 */
export function leadConversionRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  apiRoute(app, deps, LEAD_ENDPOINTS.convert, {
    access: leadEditAccess,
    handler: async ({ principal, params, query, body }) => {
      // It creates a customer (or links one), a contact and an opportunity: the caller must be allowed each (ADR 0093).
      if (!body.organizationId) requireCrmEdit(principal, CRM_EDIT_PERMISSIONS.organizations);
      if (body.createContact) requireCrmEdit(principal, CRM_EDIT_PERMISSIONS.contacts);
      if (body.opportunity) requireCrmEdit(principal, CRM_EDIT_PERMISSIONS.opportunities);
      const [lead] = isUuid(params.id) ? await db.select().from(crmLeads).where(eq(crmLeads.id, params.id)) : [];
      const scope = scopeOf(principal, { tenantId: query.tenantId });
      const reached = lead && (scope.kind === 'platform' ? !scope.tenantIds || scope.tenantIds.includes(lead.tenantId) : scope.tenantId === lead.tenantId);
      if (!lead || !reached) throw notFound('Lead: not found');
      refuseIfConverted(lead);
      const [status] = await db.select({ kind: leadStatuses.kind }).from(leadStatuses).where(eq(leadStatuses.id, lead.statusId));
      if (status?.kind === 'Disqualified') throw new ApiError(409, M.disqualified);
      // All or nothing: a refusal midway (an opportunity's rule) leaves no customer or contact behind (a savepoint; the
      // call's own transaction keeps what a refused call wrote, ADR 0081).
      return db.transaction(async (tx) => {
        // The conversion acts in the lead's tenant (platform staff too).
        const call: ResourceCall = { principal, scope: { kind: 'tenant', tenantId: lead.tenantId }, mode: 'Test', db: tx as unknown as ResourceCall['db'] };
        const now = new Date();

        let organizationId: string;
        if (body.organizationId) {
          organizationId = (await reachableOrganization(call, body.organizationId, lead.tenantId)).id;
        } else {
          const [taken] = await tx.select({ id: crmOrganizations.id }).from(crmOrganizations)
            .where(and(eq(crmOrganizations.tenantId, lead.tenantId), sql`lower(${crmOrganizations.legalName}) = lower(${lead.companyName})`));
          if (taken) throw badRequest(fill(M.customerExists, { name: lead.companyName }));
          organizationId = newId();
          await tx.insert(crmOrganizations).values({
            id: organizationId, tenantId: lead.tenantId, legalName: lead.companyName, tradingName: '', countryCode: lead.countryCode, industry: lead.industry,
            riskLevel: 'Low', website: lead.website, ownerId: lead.ownerId, createdAt: now, updatedAt: now,
          });
        }

        let contactId: string | null = null;
        if (body.createContact && (lead.firstName || lead.lastName)) {
          if (!lead.firstName || !lead.lastName) throw badRequest(CRM_CUSTOMER_MESSAGES.nameRequired);
          const [primary] = await tx.select({ id: crmContacts.id }).from(crmContacts).where(and(eq(crmContacts.organizationId, organizationId), eq(crmContacts.isPrimary, true)));
          contactId = newId();
          await tx.insert(crmContacts).values({
            id: contactId, tenantId: lead.tenantId, organizationId, firstName: lead.firstName, lastName: lead.lastName, email: lead.email, phone: lead.phone,
            jobTitle: lead.jobTitle, isPrimary: !primary, ownerId: lead.ownerId, createdAt: now, updatedAt: now,
          });
        }

        let opportunityId: string | null = null;
        if (body.opportunity) {
          const o = body.opportunity;
          const opportunity = await createOpportunity(call, {
            organizationId, contactId, name: o.name.trim(), amount: o.amount, currencyCode: o.currencyCode, expectedCloseDate: o.expectedCloseDate ?? null,
            pipelineId: o.pipelineId, ownerId: lead.ownerId,
          }, { audit: false });
          opportunityId = opportunity.id;
        }

        const [converted] = await tx.update(crmLeads).set({ convertedAt: now, organizationId, contactId, opportunityId, updatedAt: now })
          .where(eq(crmLeads.id, lead.id)).returning();
        noteRowChange({ type: 'crm-leads', id: lead.id, tenantId: lead.tenantId }, lead, converted!);
        return { leadId: lead.id, organizationId, contactId, opportunityId };
      });
    },
  });
}
