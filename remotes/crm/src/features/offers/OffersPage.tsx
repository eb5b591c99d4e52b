import { Typography } from 'antd';
import { useMemo } from 'react';
import { AGREEMENTS, PROPOSALS, type OfferKind } from '@portal/contracts';
import { ResourceListPage, StatusPill, type ColumnDef } from '@portal/kit';
import { OfferDialog, type Offer } from './OfferDialog';
import { offerStatusTone } from './offer-status';
import { VerifyAgreementFile } from './VerifyAgreementFile';
import { OF, useCrmOffersTranslation } from './texts';

/**
 * The merchant's proposals (/boarding/proposal) or agreements (/boarding/agreement; ADR 0094): the list of its offers,
 * each opening View Proposal / View Agreement; a notification's link (`?open=<id>`) opens its offer at once.
 */
export function OffersPage({ kind, title }: { kind: OfferKind; title: string }) {
  const { t } = useCrmOffersTranslation();
  const columns = useMemo<ColumnDef<Offer>[]>(() => [
    { key: 'created', title: OF.created, kind: 'date', value: (r) => r.created, sortable: true, alwaysShown: true, width: 140 },
    { key: 'version', title: OF.version, kind: 'count', value: (r) => r.version, width: 90 },
    { key: 'status', title: OF.status, value: (r) => t(OF[r.status]), render: (r) => <StatusPill status={r.status} label={t(OF[r.status])} tone={offerStatusTone(r.status)} />, width: 160 },
    { key: 'tenantName', title: OF.tenantName, value: (r) => r.tenantName, width: 200 },
    { key: 'merchantName', title: OF.merchantName, value: (r) => r.merchantName, width: 220 },
    { key: 'updated', title: OF.updated, kind: 'date', value: (r) => r.updated, sortable: true, width: 140 },
  ], [t]);
  return (
    <ResourceListPage<Offer>
      resource={kind === 'proposal' ? PROPOSALS : AGREEMENTS} title={title} translate={(text) => t(text)} columns={columns}
      rowName={(r) => `${r.tenantName} ${r.version}`}
      // A merchant's own offers: no customer to pick (the tenant's proposals page has those filters).
      fields={{ organizationId: false, organizationName: false }}
      before={(
        <>
          <Typography.Paragraph type="secondary">{t(kind === 'proposal' ? OF.proposalsIntro : OF.agreementsIntro)}</Typography.Paragraph>
          {kind === 'agreement' && <VerifyAgreementFile />}
        </>
      )}
      drawer={(opened, close) => <OfferDialog key={opened.id} kind={kind} id={opened.id} row={opened.row} onClose={close} />}
    />
  );
}
