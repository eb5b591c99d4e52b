import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { callApi } from '@portal/api-client';
import { useProfileTimeZone } from '@portal/auth';
import {
  AGREEMENTS, BOARDING_FEES, feeChangesOf, feeRowProblem, OFFER_PERMISSIONS, PRICE_BOOK_ENDPOINTS, PROPOSAL_ENDPOINTS, PROPOSALS, type OfferFeeRow, type OfferKind,
} from '@portal/contracts';
import {
  formatInTimeZone, invalidateResource, ItemList, ItemListItem, MARKUP_FIELD, newRequestId, resourceBannerId, ResourceFormDialog, scopeQueryOf, StatusPill,
  useActionRunner, usePortalScope,
} from '@portal/kit';
import { useMayEdit } from '../records/use-may-edit';
import { OfferDialog, type Offer } from './OfferDialog';
import { ProposalFeesEditor, type OfferedFees } from './ProposalFeesEditor';
import { offerStatusTone } from './offer-status';
import { OF, useCrmOffersTranslation } from './texts';

type Proposal = Offer & { proposalBody: string; proposalEntries: OfferedFees['entries'] };
const feeRowsIn = (values: Record<string, unknown>) => (Array.isArray(values.proposalEntries) ? values.proposalEntries : []) as OfferFeeRow[];
const HISTORY_KEY = 'offer-history';

/** The customer's proposals or agreements, newest first. */
function useOffers(kind: OfferKind, organizationId: string) {
  const scope = usePortalScope();
  const resource = kind === 'proposal' ? PROPOSALS : AGREEMENTS;
  return useQuery({
    queryKey: [resource.key, 'of', organizationId],
    queryFn: ({ signal }) => callApi(resource.endpoints.list, {
      query: { organizationId, pageIndex: 0, pageSize: 50, sortField: 'updated', sortDirection: 'desc', ...scopeQueryOf(resource, scope) }, signal,
    } as never) as Promise<{ data: Offer[] }>,
  });
}

/**
 * A customer's offers on its record (ADR 0094): its proposals and agreements with their status, a new proposal from a
 * price book (the customer must be a merchant), a draft changed or sent, each opened in View Proposal / View Agreement,
 * and the history of every version: made, changed, sent, viewed, answered (who, when, from where).
 */
export function CustomerOffers({ organizationId, merchantId }: { organizationId: string; merchantId: string | null | undefined }) {
  // Drafting and sending change the customer (ADR 0093): without its edit permission the offers are read only.
  const mayEdit = useMayEdit(OFFER_PERMISSIONS.manage);
  const { t } = useCrmOffersTranslation();
  const timeZone = useProfileTimeZone();
  const scope = usePortalScope();
  const queryClient = useQueryClient();
  const proposals = useOffers('proposal', organizationId);
  const agreements = useOffers('agreement', organizationId);
  const history = useQuery({
    queryKey: [HISTORY_KEY, organizationId],
    queryFn: ({ signal }) => callApi(PROPOSAL_ENDPOINTS.organizationHistory, { params: { id: organizationId }, query: scopeQueryOf(PROPOSALS, scope), signal } as never),
  });
  const books = useQuery({
    queryKey: ['price-books', 'all'],
    queryFn: ({ signal }) => callApi(PRICE_BOOK_ENDPOINTS.all, { query: scopeQueryOf(PROPOSALS, scope), signal } as never),
  });
  const [opened, setOpened] = useState<{ kind: OfferKind; offer: Offer } | null>(null);
  const [editing, setEditing] = useState<Proposal | 'new' | null>(null);
  const runner = useActionRunner({
    bannerId: resourceBannerId(PROPOSALS),
    refresh: async () => {
      await invalidateResource(queryClient, PROPOSALS);
      await queryClient.invalidateQueries({ queryKey: [HISTORY_KEY, organizationId] });
    },
  });
  const send = (p: Offer) => runner.run({
    requestId: newRequestId(),
    send: () => callApi(PROPOSAL_ENDPOINTS.send, { params: { id: p.id }, query: scopeQueryOf(PROPOSALS, scope), body: {}, silent: true } as never),
    successMessage: () => t(OF.sent, { version: p.version }),
  });

  const offerList = (kind: OfferKind, rows: Offer[] | undefined) => (
    <ItemList size="small" items={rows ?? []} empty={<Empty description={t(kind === 'proposal' ? OF.noProposals : OF.noAgreements)} />}
      renderItem={(offer) => (
        <ItemListItem>
          <Space wrap>
            <Button type="link" onClick={() => setOpened({ kind, offer })}>{t(kind === 'proposal' ? OF.proposalVersion : OF.agreementVersion, { version: offer.version })}</Button>
            <StatusPill status={offer.status} label={t(OF[offer.status])} tone={offerStatusTone(offer.status)} />
            <Typography.Text type="secondary">{formatInTimeZone(offer.updated, timeZone, 'dateTime')}</Typography.Text>
            {mayEdit && kind === 'proposal' && offer.status !== 'Accepted' && (
              <Button size="small" onClick={() => setEditing(offer as Proposal)}>{t(OF.change)}</Button>
            )}
            {mayEdit && kind === 'proposal' && offer.status === 'Created' && <Button size="small" type="primary" onClick={() => { void send(offer); }}>{t(OF.send)}</Button>}
          </Space>
        </ItemListItem>
      )} />
  );

  if (proposals.isError) return <Alert type="error" showIcon title={proposals.error.message} />;
  if (!proposals.data || !agreements.data) return <Spin />;
  const bookOptions = (books.data ?? []).map((b) => ({ id: b.id, name: b.name }));
  const initial = editing === 'new'
    ? { pricebookId: bookOptions[0]?.id, ...Object.fromEntries(BOARDING_FEES.map((f) => [f, 0])) }
    : editing ? { ...editing, proposalEntries: undefined } : undefined;
  // A changed version keeps the fees it offers from its book (ADR 0111).
  const offered: OfferedFees | undefined = editing && editing !== 'new' ? { pricebookId: editing.pricebookId, entries: editing.proposalEntries } : undefined;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {!merchantId
        ? <Alert type="info" showIcon title={t(OF.notMerchant)} />
        // A new proposal starts from the first price book: opened before the books arrive, it would start with none.
        : mayEdit && <Button type="primary" loading={books.isLoading} disabled={books.isLoading} onClick={() => setEditing('new')}>{t(OF.newProposal)}</Button>}
      <Typography.Title level={5}>{t(OF.proposals)}</Typography.Title>
      {offerList('proposal', proposals.data.data)}
      <Typography.Title level={5}>{t(OF.agreements)}</Typography.Title>
      {offerList('agreement', agreements.data.data)}
      <Typography.Title level={5}>{t(OF.history)}</Typography.Title>
      <ItemList size="small" items={history.data ?? []} renderItem={(e) => (
        <ItemListItem>
          <Typography.Text>
            {t(e.offerType === 'proposal' ? OF.proposalVersion : OF.agreementVersion, { version: e.version })} · {t(OF[`event${e.action}`])}
            {e.userName ? ` · ${e.userName}` : ''}{e.ip ? ` · ${e.ip}` : ''}{e.reason ? ` · ${e.reason}` : ''}
          </Typography.Text>
          <Typography.Text type="secondary"><time dateTime={e.at}>{formatInTimeZone(e.at, timeZone, 'dateTime')}</time></Typography.Text>
        </ItemListItem>
      )} />
      {opened && <OfferDialog kind={opened.kind} id={opened.offer.id} row={opened.offer} onClose={() => setOpened(null)} />}
      {editing && (
        <ResourceFormDialog resource={PROPOSALS} mode={editing === 'new' ? 'create' : 'edit'} initial={initial}
          title={t(editing === 'new' ? OF.newProposal : OF.change)}
          fields={{
            organizationId: false,
            proposalEntries: {
              label: t(OF.feesPerProduct), help: t(OF.feesHelp), validations: [],
              render: (props) => <ProposalFeesEditor {...props} offered={offered} />,
            },
            pricebookId: { label: t(OF.priceBook), type: 'select', options: bookOptions, loading: books.isLoading, help: t(OF.priceBookHelp) },
            ...Object.fromEntries(BOARDING_FEES.map((f) => [f, { label: t(OF[f]) }])),
            proposalBody: { ...MARKUP_FIELD, label: t(OF.body), help: t(OF.bodyHelp) },
          }}
          validate={(values) => {
            // The browser's check of each fee against its book's bound, the bound named (the server checks it again).
            const problem = feeRowsIn(values).map((row) => feeRowProblem(row, (text, v) => t(text, v))).find(Boolean);
            return { proposalEntries: problem ?? undefined };
          }}
          toBody={(values) => ({
            organizationId, pricebookId: values.pricebookId,
            ...Object.fromEntries(BOARDING_FEES.map((f) => [f, Number(values[f] ?? 0)])),
            ...(values.proposalBody ? { proposalBody: values.proposalBody } : {}),
            proposalEntries: feeChangesOf(feeRowsIn(values)),
          })}
          onDone={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: [HISTORY_KEY, organizationId] });
          }} />
      )}
    </Space>
  );
}
