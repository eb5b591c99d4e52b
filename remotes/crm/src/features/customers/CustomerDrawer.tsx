import { Alert, Descriptions, Empty, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callApi } from '@portal/api-client';
import { CONTACTS, crmRecordPath, ORGANIZATIONS, type ResourceRowOf } from '@portal/contracts';
import { ItemList, ItemListItem, labelOf, scopeQueryOf, StatusPill, useLookup, usePortalScope } from '@portal/kit';
import { CrmRecordDrawer } from '../records/CrmRecordDrawer';
import { fieldLabelFrom, useRecord } from '../records/use-record';
import { CustomerDeals } from './CustomerDeals';
import { CustomerOffers } from '../offers/CustomerOffers';
import { BoardingReview } from '../boarding/BoardingReview';
import { BO, useCrmBoardingTranslation } from '../boarding/texts';
import { OF, useCrmOffersTranslation } from '../offers/texts';
import { CU, useCrmCustomersTranslation } from './texts';

type Customer = ResourceRowOf<typeof ORGANIZATIONS>;
type Contact = ResourceRowOf<typeof CONTACTS>;

/** Risk as the status pills' tones (their colours pass contrast on their tints, ADR 0039). */
export const RISK_TONES = { Low: 'positive', Medium: 'pending', High: 'negative' } as const;

/** The customer's people, primary first. */
function CustomerContacts({ organizationId }: { organizationId: string }) {
  const { t } = useCrmCustomersTranslation();
  const scope = usePortalScope();
  const contacts = useQuery({
    queryKey: [CONTACTS.key, 'of', organizationId],
    queryFn: ({ signal }) => callApi(CONTACTS.endpoints.list, {
      query: { organizationId, pageIndex: 0, pageSize: 100, sortField: 'lastName', sortDirection: 'asc', ...scopeQueryOf(CONTACTS, scope) }, signal,
    }) as Promise<{ data: Contact[] }>,
  });
  if (contacts.isError) return <Alert type="error" showIcon title={contacts.error.message} />;
  if (!contacts.data) return <Spin />;
  const rows = [...contacts.data.data].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  if (!rows.length) return <Empty description={t(CU.noContacts)} />;
  return (
    <ItemList size="small" items={rows} renderItem={(c) => (
      <ItemListItem>
        <span>
          <Link to={crmRecordPath('contact', c.id)}>{c.firstName} {c.lastName}</Link>
          {c.isPrimary && <Tag style={{ marginInlineStart: 8 }}>{t(CU.primary)}</Tag>}
          <Typography.Text type="secondary" style={{ display: 'block' }}>{[c.jobTitle, c.email, c.phone].filter(Boolean).join(' · ')}</Typography.Text>
        </span>
      </ItemListItem>
    )} />
  );
}

/** One customer (ADR 0087, 0092): its company facts, its contacts, its activity and tasks. */
export function CustomerDrawer({ id, row, onClose }: { id: string; row: Customer | undefined; onClose(): void }) {
  const { t } = useCrmCustomersTranslation();
  const countries = useLookup('countries');
  const offers = useCrmOffersTranslation();
  const boarding = useCrmBoardingTranslation();
  const { record, isError, error } = useRecord<Customer>(ORGANIZATIONS, id, row);
  const details = isError ? <Alert type="warning" showIcon title={error?.message} /> : !record ? <Spin /> : (
    <Descriptions column={1} size="small" items={[
      { key: 'tradingName', label: t(CU.tradingName), children: record.tradingName },
      { key: 'country', label: t(CU.country), children: record.countryCode ? countries.byId.get(record.countryCode)?.name ?? record.countryCode : '' },
      { key: 'industry', label: t(CU.industry), children: record.industry ? t(CU[record.industry]) : '' },
      { key: 'risk', label: t(CU.riskLevel), children: <StatusPill status={record.riskLevel} label={t(CU[record.riskLevel])} tone={RISK_TONES[record.riskLevel]} /> },
      { key: 'website', label: t(CU.website), children: record.website ? <a href={record.website} target="_blank" rel="noopener noreferrer">{record.website}</a> : '' },
      { key: 'owner', label: t(CU.owner), children: record.ownerName ?? '' },
      { key: 'merchant', label: t(CU.merchant), children: record.merchantName ?? '' },
    ]} />
  );
  return (
    <CrmRecordDrawer type="organization" id={id} title={record?.legalName ?? t(CU.customer)} details={details} onClose={onClose}
      fieldLabel={fieldLabelFrom(CU, t, labelOf)}
      tabs={[
        { key: 'contacts', label: t(CU.contacts), children: <CustomerContacts organizationId={id} /> },
        { key: 'deals', label: t(CU.deals), children: <CustomerDeals organizationId={id} /> },
        { key: 'offers', label: offers.t(OF.offers), children: <CustomerOffers organizationId={id} merchantId={record?.merchantId} /> },
        { key: 'boarding', label: boarding.t(BO.review), children: <BoardingReview merchantId={record?.merchantId} /> },
      ]} />
  );
}

/** One contact: how to reach them, at which customer; their activity and tasks. */
export function ContactDrawer({ id, row, onClose }: { id: string; row: Contact | undefined; onClose(): void }) {
  const { t } = useCrmCustomersTranslation();
  const { record, isError, error } = useRecord<Contact>(CONTACTS, id, row);
  const details = isError ? <Alert type="warning" showIcon title={error?.message} /> : !record ? <Spin /> : (
    <Descriptions column={1} size="small" items={[
      { key: 'customer', label: t(CU.customer), children: <Link to={crmRecordPath('organization', record.organizationId)}>{record.organizationName}</Link> },
      { key: 'jobTitle', label: t(CU.jobTitle), children: record.jobTitle },
      { key: 'email', label: t(CU.email), children: record.email ? <a href={`mailto:${record.email}`}>{record.email}</a> : '' },
      { key: 'phone', label: t(CU.phone), children: record.phone },
      { key: 'primary', label: t(CU.isPrimary), children: record.isPrimary ? t(CU.primary) : '' },
      { key: 'owner', label: t(CU.owner), children: record.ownerName ?? '' },
    ]} />
  );
  return (
    <CrmRecordDrawer type="contact" id={id} title={record ? `${record.firstName} ${record.lastName}` : t(CU.contact)} details={details} onClose={onClose}
      fieldLabel={fieldLabelFrom(CU, t, labelOf)} />
  );
}
