import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Skeleton, Space, Typography } from 'antd';
import { callApi } from '@portal/api-client';
import { USER_CONTEXT_QUERY_KEY, useProfileTimeZone, useUserContext } from '@portal/auth';
import {
  AGREEMENT_ENDPOINTS, AGREEMENTS, BOARDING_FEES, PENDING_STATUS, PROPOSAL_ENDPOINTS, PROPOSALS, type EndpointDeclaration, type OfferKind, type ResourceRowOf,
} from '@portal/contracts';
import {
  AlertBannerProvider, formatDecimal, formatInTimeZone, invalidateResource, newRequestId, resourceBannerId, saveBlob, StatusPill, useActionRunner, useRejectReason,
} from '@portal/kit';
import { SafeHtml } from '@portal/ui';
import { OfferFeesGrid } from './OfferFeesGrid';
import { offerStatusTone } from './offer-status';
import { OF, useCrmOffersTranslation } from './texts';

type Proposal = ResourceRowOf<typeof PROPOSALS>;
type Agreement = ResourceRowOf<typeof AGREEMENTS>;
export type Offer = Proposal | Agreement;

const RESOURCE = { proposal: PROPOSALS, agreement: AGREEMENTS } as const;
const CALLS = { proposal: PROPOSAL_ENDPOINTS, agreement: AGREEMENT_ENDPOINTS } as const;
const bodyOf = (offer: Offer) => ('proposalBody' in offer ? offer.proposalBody : offer.agreementBody);
const entriesOf = (offer: Offer) => ('proposalEntries' in offer ? offer.proposalEntries : offer.agreementEntries);

export interface OfferDialogProps {
  kind: OfferKind;
  id: string;
  /** The list's row when it has it (else read by id: a notification's link). */
  row?: Offer;
  onClose(): void;
}

/**
 * View Proposal / View Agreement (spec part 2 section 2.3; ADR 0094): 90 % wide, not dismissed by a click outside; date
 * created, version, status, the rejected reason when there is one, merchant and tenant names, the body as sanitised rich
 * text, the Boarding Fees with 2 decimals and the products-and-fees grid. Accept and Reject only while the offer waits
 * for the merchant's answer (PendingApproval, PendingAcceptance), to the merchant's users; Reject asks for a reason first
 * and proceeds only with one (section 4).
 */
export function OfferDialog(props: OfferDialogProps) {
  const { t } = useCrmOffersTranslation();
  return (
    <Modal open width="90%" mask={{ closable: false }} title={t(props.kind === 'proposal' ? OF.viewProposal : OF.viewAgreement)} onCancel={props.onClose} footer={null} destroyOnHidden>
      {/* The answer's outcome shows in the dialog, above what it is about. */}
      <AlertBannerProvider>
        <OfferContent {...props} />
      </AlertBannerProvider>
    </Modal>
  );
}

function OfferContent({ kind, id, row }: OfferDialogProps) {
  const { t } = useCrmOffersTranslation();
  const timeZone = useProfileTimeZone();
  const userType = useUserContext().data?.user.userType;
  const queryClient = useQueryClient();
  const resource = RESOURCE[kind];
  const query = useQuery({
    queryKey: [resource.key, 'one', id],
    queryFn: ({ signal }) => callApi(resource.endpoints.one as EndpointDeclaration, { params: { id }, signal, silent: true } as never) as Promise<Offer>,
    initialData: row, retry: false,
  });
  const offer = query.data;
  const runner = useActionRunner({ bannerId: resourceBannerId(resource), refresh: () => invalidateResource(queryClient, resource) });
  const reject = useRejectReason({ title: t(kind === 'proposal' ? OF.rejectProposal : OF.rejectAgreement) });
  const calls = CALLS[kind];

  const answer = (response: 'Accepted' | 'Rejected', rejectReason?: string) => runner.run({
    requestId: newRequestId(),
    send: () => (response === 'Accepted'
      ? callApi(calls.accept as EndpointDeclaration, { params: { id }, body: { response }, silent: true } as never)
      : callApi(calls.reject as EndpointDeclaration, { params: { id }, body: { response, rejectReason }, silent: true } as never)),
    successMessage: () => t(response === 'Accepted' ? OF.accepted : OF.rejected),
    onSuccess: (updated) => {
      queryClient.setQueryData([resource.key, 'one', id], updated);
      // An accepted agreement may make the merchant Processing: the shell's menu follows without signing out (ADR 0111).
      if (kind === 'agreement' && response === 'Accepted') void queryClient.invalidateQueries({ queryKey: USER_CONTEXT_QUERY_KEY });
    },
  });
  const onReject = async () => {
    const data = await reject.ask();
    if (data) await answer('Rejected', data.rejectReason);
  };
  const download = async () => {
    const blob = await callApi(AGREEMENT_ENDPOINTS.document, { params: { id } });
    saveBlob(blob, `agreement-${id}.pdf`);
  };

  const pending = !!offer && offer.status === PENDING_STATUS[kind];
  const canAnswer = pending && userType === 'Merchant';
  const agreement = offer && 'documentSha256' in offer ? offer : null;
  // The dialog's own X closes it (the only way: a click outside does not).
  const footer = (
    <Space wrap style={{ display: 'flex', justifyContent: 'flex-end' }}>
      {canAnswer && <Button type="primary" onClick={() => { void answer('Accepted'); }}>{t(OF.accept)}</Button>}
      {canAnswer && <Button danger onClick={() => { void onReject(); }}>{t(OF.reject)}</Button>}
      {agreement?.documentSha256 && <Button onClick={() => { void download(); }}>{t(OF.download)}</Button>}
    </Space>
  );
  return (
    <>
      {reject.dialog}
      {query.isError && <Alert type="error" showIcon title={t(OF.loadFailed, { reason: query.error instanceof Error ? query.error.message : '' })} />}
      {!offer && !query.isError && <Skeleton active />}
      {offer && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={[
            { key: 'created', label: t(OF.dateCreated), children: formatInTimeZone(offer.created, timeZone, 'dateTime') },
            { key: 'version', label: t(OF.version), children: offer.version },
            { key: 'status', label: t(OF.status), children: <StatusPill status={offer.status} label={t(OF[offer.status])} tone={offerStatusTone(offer.status)} /> },
            ...(offer.rejectReason ? [{ key: 'rejectReason', label: t(OF.rejectReason), children: offer.rejectReason }] : []),
            { key: 'merchantName', label: t(OF.merchantName), children: offer.merchantName },
            { key: 'tenantName', label: t(OF.tenantName), children: offer.tenantName },
          ]} />
          <SafeHtml html={bodyOf(offer)} />
          <section aria-labelledby={`boarding-fees-${id}`}>
            <Typography.Title level={5} id={`boarding-fees-${id}`}>{t(OF.boardingFees)}</Typography.Title>
            <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 3, xxl: 5 }}
              items={BOARDING_FEES.map((fee) => ({ key: fee, label: t(OF[fee]), children: <span data-testid={`fee-${fee}`}>{formatDecimal(offer[fee], 2)}</span> }))} />
          </section>
          <div>
            <Typography.Title level={5}>{t(OF.productsAndFees)}</Typography.Title>
            <OfferFeesGrid entries={entriesOf(offer)} />
          </div>
          {agreement?.documentSha256 && (
            <Typography.Paragraph type="secondary">
              {t(OF.acceptedBy, { name: agreement.respondedBy ?? '', at: agreement.respondedAt ? formatInTimeZone(agreement.respondedAt, timeZone, 'dateTime') : '', ip: agreement.respondedIp ?? '' })}
              <br />
              <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>{t(OF.fingerprint, { hash: agreement.documentSha256 })}</Typography.Text>
            </Typography.Paragraph>
          )}
        </Space>
      )}
      {footer}
    </>
  );
}
