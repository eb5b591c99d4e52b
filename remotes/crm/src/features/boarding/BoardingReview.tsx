import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Flex, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useProfileTimeZone } from '@portal/auth';
import { BOARDING_PERMISSIONS, type PrecheckForm } from '@portal/contracts';
import { formatDecimal, formatInTimeZone, ItemList, ItemListItem, saveBlob, StatusPill, useLookup, useRejectReason } from '@portal/kit';
import { useMayEdit } from '../records/use-may-edit';
import { BOARDING_KEYS, downloadDocument, readReview, reviewDocument, reviewForm, type BoardingReview as Review, type Requirement } from './boarding-api';
import { precheckStatusTone, requirementTone } from './boarding-status';
import { requirementTitle } from './RequirementCard';
import { BO, useCrmBoardingTranslation } from './texts';
import { formatFileSize } from '@portal/i18n';

/** A stated amount with the currency the form keeps (ADR 0156). */
const statedAmount = (value: number, currency: string | undefined) => `${formatDecimal(value)}${currency ? ` ${currency}` : ''}`;
/** An address on one line, its country by name (the code when the reference data has no such country). */
const address = (a: PrecheckForm['registeredAddress'], countryName: (code: string) => string) =>
  [a?.line1, a?.city, a?.postalCode, a?.countryCode && countryName(a.countryCode)].filter(Boolean).join(', ');

/**
 * The tenant's review of a customer's boarding, a tab of its record (ADR 0098): the pre-check form and each document
 * (download), accepted or rejected with the kit's reject-reason dialog; the merchant's users are told either way.
 */
export function BoardingReview({ merchantId }: { merchantId: string | null | undefined }) {
  const { t } = useCrmBoardingTranslation();
  if (!merchantId) return <Empty description={t(BO.noMerchant)} />;
  return <ReviewOf merchantId={merchantId} />;
}

function ReviewOf({ merchantId }: { merchantId: string }) {
  const { t } = useCrmBoardingTranslation();
  const timeZone = useProfileTimeZone();
  const countries = useLookup('countries');
  const countryName = (code: string) => countries.byId.get(code)?.name ?? code;
  // A stage or processing status in the reader's words; a value this portal has no words for, as the server sent it.
  const inWords = (value: string) => (Object.hasOwn(BO, value) ? t(BO[value as keyof typeof BO]) : value);
  const mayReview = useMayEdit(BOARDING_PERMISSIONS.review);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: BOARDING_KEYS.review(merchantId), queryFn: ({ signal }) => readReview(merchantId, signal) });
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const rejectForm = useRejectReason({ title: t(BO.rejectForm) });
  const rejectDoc = useRejectReason({ title: t(BO.reject) });

  if (!query.data) return query.isError ? <Alert type="error" showIcon title={String(query.error)} /> : <Spin />;
  const { precheck, requirements } = query.data;
  const form = precheck.form;

  const run = async (name: string, call: () => Promise<Review>, decision: 'Accepted' | 'Rejected') => {
    try {
      queryClient.setQueryData(BOARDING_KEYS.review(merchantId), await call());
      setOutcome({ type: 'success', text: t(decision === 'Accepted' ? BO.acceptedDone : BO.rejectedDone, { name }) });
    } catch (error) {
      setOutcome({ type: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };
  const onRejectForm = async () => {
    const data = await rejectForm.ask();
    if (data) await run(t(BO.precheckForm), () => reviewForm(merchantId, 'Rejected', data.rejectReason), 'Rejected');
  };
  const onRejectDocument = async (r: Requirement) => {
    const data = await rejectDoc.ask();
    if (data) await run(requirementTitle(r, t), () => reviewDocument(r.document!.id, 'Rejected', data.rejectReason), 'Rejected');
  };

  return (
    <Flex vertical gap={16} data-testid="boarding-review">
      <Typography.Text type="secondary">{t(BO.reviewIntro)}</Typography.Text>
      <Typography.Text>{t(BO.stage, { stage: inWords(requirements.boardingStage), status: inWords(requirements.processingStatus) })}</Typography.Text>
      {outcome && <Alert type={outcome.type} showIcon title={outcome.text} role={outcome.type === 'error' ? 'alert' : 'status'} />}
      <Card
        size="small" title={t(BO.precheckForm)}
        extra={<StatusPill status={precheck.status} label={t(BO[precheck.status])} tone={precheckStatusTone(precheck.status)} />}
      >
        {precheck.status === 'Draft' && <Typography.Paragraph type="secondary">{t(BO.notSubmittedYet)}</Typography.Paragraph>}
        {precheck.rejectReason && <Alert type="error" showIcon title={t(BO.rejectedBecause, { reason: precheck.rejectReason })} style={{ marginBottom: 8 }} />}
        <Descriptions size="small" column={{ xs: 1, md: 2 }} items={[
          { key: 'name', label: t(BO.legalEntityNameLabel), children: form.legalEntityName || t(BO.none) },
          { key: 'form', label: t(BO.legalFormLabel), children: form.legalForm ? t(BO[form.legalForm]) : t(BO.none) },
          { key: 'number', label: t(BO.registrationNumberLabel), children: form.registrationNumber || t(BO.none) },
          { key: 'country', label: t(BO.countryLabel), children: form.countryCode ? countryName(form.countryCode) : t(BO.none) },
          { key: 'registered', label: t(BO.registeredAddress), children: address(form.registeredAddress, countryName) || t(BO.none) },
          { key: 'trading', label: t(BO.tradingAddress), children: address(form.tradingAddress, countryName) || t(BO.none) },
          { key: 'directors', label: t(BO.directorsLabel), children: (form.directors ?? []).map((d) => d.fullName).filter(Boolean).join(', ') || t(BO.none) },
          { key: 'owners', label: t(BO.ownersLabel), children: (form.owners ?? []).map((o) => `${o.fullName ?? ''} (${o.ownershipPercent ?? '?'} %)`).join(', ') || t(BO.none) },
          { key: 'volume', label: t(BO.volumeLabel), children: form.expectedMonthlyVolume == null ? t(BO.none) : statedAmount(form.expectedMonthlyVolume, form.currency) },
          { key: 'ticket', label: t(BO.ticketLabel), children: form.averageTicket == null ? t(BO.none) : statedAmount(form.averageTicket, form.currency) },
          { key: 'website', label: t(BO.websiteLabel), children: form.website || t(BO.none) },
          { key: 'industry', label: t(BO.industryLabel), children: form.industry || t(BO.none) },
        ]} />
        {mayReview && precheck.status === 'Submitted' && (
          <Space style={{ marginTop: 8 }}>
            <Button type="primary" onClick={() => { void run(t(BO.precheckForm), () => reviewForm(merchantId, 'Accepted'), 'Accepted'); }}>{t(BO.accept)}</Button>
            <Button danger onClick={() => { void onRejectForm(); }}>{t(BO.reject)}</Button>
          </Space>
        )}
      </Card>
      <Card size="small" title={t(BO.documents)}>
        <ItemList
          items={requirements.requirements} empty={t(BO.noRequirements)}
          renderItem={(r) => {
            const doc = r.document;
            const name = requirementTitle(r, t);
            return (
              <ItemListItem key={r.key}>
                <Flex vertical gap={4} style={{ width: '100%' }}>
                  <Flex gap={8} align="center" wrap justify="space-between">
                    <Typography.Text strong>{name}</Typography.Text>
                    <StatusPill status={r.state} label={t(BO[r.state])} tone={requirementTone(r.state)} />
                  </Flex>
                  {doc && <Typography.Text type="secondary">{t(BO.currentFile, { name: doc.fileName, size: formatFileSize(doc.size), at: formatInTimeZone(doc.uploadedAt, timeZone) })}</Typography.Text>}
                  {r.state === 'Rejected' && doc?.rejectReason && <Typography.Text type="danger">{t(BO.rejectedBecause, { reason: doc.rejectReason })}</Typography.Text>}
                  {doc && (
                    <Space wrap>
                      <Button size="small" onClick={() => { void downloadDocument(doc.id).then((blob) => saveBlob(blob, doc.fileName)); }}>{t(BO.download, { name: doc.fileName })}</Button>
                      {mayReview && r.state === 'UnderReview' && (
                        <>
                          <Button size="small" type="primary" aria-label={`${t(BO.accept)} ${name}`} onClick={() => { void run(name, () => reviewDocument(doc.id, 'Accepted'), 'Accepted'); }}>{t(BO.accept)}</Button>
                          <Button size="small" danger aria-label={`${t(BO.reject)} ${name}`} onClick={() => { void onRejectDocument(r); }}>{t(BO.reject)}</Button>
                        </>
                      )}
                    </Space>
                  )}
                </Flex>
              </ItemListItem>
            );
          }}
        />
      </Card>
      {rejectForm.dialog}
      {rejectDoc.dialog}
    </Flex>
  );
}
