// A proposal row as the API lists it, for the offers pages' tests: each test names only what it is about.
import type { PROPOSALS, ResourceRowOf } from '@portal/contracts';

export type ProposalRow = ResourceRowOf<typeof PROPOSALS>;

/** Blue Bottle's proposal from Acme, PendingApproval, sent, with no entries: `extra` changes what a test needs. */
export function proposalRow(extra: Partial<ProposalRow> = {}): ProposalRow {
  return {
    id: '50000000-0000-4000-8000-000000000001', tenantId: 't', merchantId: 'm', organizationId: '30000000-0000-4000-8000-000000000001', version: 1,
    status: 'PendingApproval', rejectReason: null, merchantName: 'Blue Bottle Coffee Ltd', tenantName: 'Acme Payments',
    created: '2026-11-29T10:00:00.000Z', updated: '2026-11-29T10:00:00.000Z', pricebookId: 'b',
    boardingFee: 250, accountConfigurationFee: 0, bankAccountSetupFee: 0, monthlyMinimumFee: 10, gatewayMonthlyAccess: 0,
    respondedBy: null, respondedAt: null, respondedIp: null, agreementId: null, organizationName: 'Blue Bottle Coffee Ltd',
    sentAt: '2026-11-29T10:05:00.000Z', proposalBody: '<p>Hello</p>', proposalEntries: [],
    ...extra,
  };
}
