import { Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PROPOSAL_STATUSES, PROPOSALS, type ResourceRowOf } from '@portal/contracts';
import { ResourceListPage, StatusPill, type ColumnDef } from '@portal/kit';
import { OfferDialog } from './OfferDialog';
import { offerStatusTone } from './offer-status';
import { OF, useCrmOffersTranslation } from './texts';

type Proposal = ResourceRowOf<typeof PROPOSALS>;

/** The customer's record opened on its offers tab: each version's history (made, sent, viewed, answered). */
export const offerHistoryPath = (organizationId: string) => `/crm/organizations?open=${organizationId}&tab=offers`;

/**
 * Every proposal of the tenant (/crm/proposals, ADR 0111): customer, version, status, when the version was sent and
 * answered; filtered by status, customer name and sending date; a row opens View Proposal, the customer's name its
 * offers and their history on the customer's record. Proposals are drafted and sent there, not here.
 */
export function TenantProposalsPage({ title }: { title: string }) {
  const { t } = useCrmOffersTranslation();
  const columns = useMemo<ColumnDef<Proposal>[]>(() => [
    {
      key: 'organizationName', title: OF.customer, value: (r) => r.organizationName, alwaysShown: true, width: 240,
      // The link goes to the customer; the row's own click (View Proposal) must not fire with it.
      render: (r) => (
        <Link to={offerHistoryPath(r.organizationId)} aria-label={t(OF.openHistory, { name: r.organizationName })} onClick={(event) => event.stopPropagation()}>
          {r.organizationName}
        </Link>
      ),
    },
    { key: 'version', title: OF.version, kind: 'count', value: (r) => r.version, width: 90 },
    { key: 'status', title: OF.status, value: (r) => t(OF[r.status]), render: (r) => <StatusPill status={r.status} label={t(OF[r.status])} tone={offerStatusTone(r.status)} />, width: 160 },
    { key: 'sentAt', title: OF.sentColumn, kind: 'date', value: (r) => r.sentAt ?? '', sortable: true, width: 150 },
    { key: 'respondedAt', title: OF.respondedColumn, kind: 'date', value: (r) => r.respondedAt ?? '', width: 150 },
    { key: 'respondedBy', title: OF.respondedByColumn, value: (r) => r.respondedBy ?? '', width: 180 },
    { key: 'updated', title: OF.updated, kind: 'date', value: (r) => r.updated, sortable: true, width: 140 },
  ], [t]);
  const statusOptions = PROPOSAL_STATUSES.map((s) => ({ id: s, name: t(OF[s]) }));
  return (
    <ResourceListPage<Proposal> readOnly
      resource={PROPOSALS} title={title} translate={(text) => t(text)} columns={columns}
      rowName={(r) => t(OF.proposalOf, { name: r.organizationName, version: r.version })}
      before={<Typography.Paragraph type="secondary">{t(OF.tenantProposalsIntro)}</Typography.Paragraph>}
      fields={{ organizationId: false, status: { label: t(OF.status), options: statusOptions }, organizationName: { label: t(OF.customer) } }}
      drawer={(opened, close) => <OfferDialog key={opened.id} kind="proposal" id={opened.id} row={opened.row} onClose={close} />}
    />
  );
}
