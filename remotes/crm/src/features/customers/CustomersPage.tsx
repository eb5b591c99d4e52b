import { useUserContext } from '@portal/auth';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { CRM_EDIT_PERMISSIONS, CRM_INDUSTRIES, CRM_RISK_LEVELS, ORGANIZATIONS, WEBSITE_PATTERN, type ResourceRowOf } from '@portal/contracts';
import { ResourceListPage, StatusPill, useLookup, type ColumnDef } from '@portal/kit';
import { SendEmailAction } from '../emails/SendEmailAction';
import { CU, useCrmCustomersTranslation } from './texts';
import { CustomerDrawer, RISK_TONES } from './CustomerDrawer';
import { useMayEdit } from '../records/use-may-edit';

type Customer = ResourceRowOf<typeof ORGANIZATIONS>;


/** Customers (/crm/organizations; ADR 0087): the companies the sales team works with, until they become merchants. */
export function CustomersPage({ title }: { title: string }) {
  // Without the edit permission the list reads only (ADR 0093).
  const mayEdit = useMayEdit(CRM_EDIT_PERMISSIONS.organizations);
  const { t } = useCrmCustomersTranslation();
  // A new record is the creator's unless they pick another owner (the form's empty owner would mean nobody's).
  const me = useUserContext().data?.user.id;
  const countries = useLookup('countries');
  const merchants = useLookup('merchants');
  const team = useLookup('crmUsers');
  const risks = CRM_RISK_LEVELS.map((r) => ({ id: r, name: t(CU[r]) }));
  const industries = CRM_INDUSTRIES.map((i) => ({ id: i, name: t(CU[i]) }));
  const columns = useMemo<ColumnDef<Customer>[]>(() => [
    {
      key: 'legalName', title: CU.legalName, value: (r) => r.legalName, sortable: true, alwaysShown: true, width: 240,
      render: (r) => <>{r.legalName}{r.tradingName && r.tradingName !== r.legalName && <Typography.Text type="secondary" style={{ display: 'block' }}>{r.tradingName}</Typography.Text>}</>,
    },
    { key: 'country', title: CU.country, value: (r) => (r.countryCode ? countries.byId.get(r.countryCode)?.name ?? r.countryCode : ''), width: 150 },
    { key: 'industry', title: CU.industry, value: (r) => (r.industry ? t(CU[r.industry]) : ''), width: 150 },
    { key: 'riskLevel', title: CU.riskLevel, value: (r) => t(CU[r.riskLevel]), render: (r) => <StatusPill status={r.riskLevel} label={t(CU[r.riskLevel])} tone={RISK_TONES[r.riskLevel]} />, width: 110 },
    {
      key: 'website', title: CU.website, value: (r) => r.website, width: 220,
      render: (r) => (r.website ? <a href={r.website} target="_blank" rel="noopener noreferrer">{r.website.replace(/^https?:\/\//, '')}</a> : null),
    },
    { key: 'owner', title: CU.owner, value: (r) => r.ownerName ?? '', width: 160 },
    { key: 'merchant', title: CU.merchant, value: (r) => r.merchantName ?? '', width: 200 },
    { key: 'contacts', title: CU.contacts, kind: 'count', value: (r) => r.contacts, width: 100 },
    { key: 'updatedAt', title: CU.updatedAt, kind: 'date', value: (r) => r.updatedAt, sortable: true, width: 130 },
  ], [t, countries.byId]);
  const fields = {
    legalName: { label: t(CU.legalName) },
    tradingName: { label: t(CU.tradingName) },
    countryCode: { label: t(CU.country), type: 'select' as const, options: countries.options, loading: countries.isLoading },
    industry: { label: t(CU.industry), options: industries },
    riskLevel: { label: t(CU.riskLevel), options: risks },
    website: {
      label: t(CU.website), inputType: 'url' as const, help: t(CU.websiteHelp),
      validations: [{ name: 'pattern' as const, value: WEBSITE_PATTERN, message: t(CU.websiteScheme) }],
    },
    ownerId: { label: t(CU.owner), type: 'select' as const, options: team.options, loading: team.isLoading },
    merchantId: { label: t(CU.merchant), type: 'select' as const, options: merchants.options, loading: merchants.isLoading, help: t(CU.merchantHelp) },
  };
  return (
    <ResourceListPage<Customer> readOnly={!mayEdit}
      views
      resource={ORGANIZATIONS} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.legalName}
      before={<Typography.Paragraph type="secondary">{t(CU.customersIntro)}</Typography.Paragraph>}
      fields={{ riskLevel: { label: t(CU.riskLevel), options: risks }, industry: { label: t(CU.industry), options: industries } }}
      create={{ fields, initial: { riskLevel: 'Low', ownerId: me } }}
      edit={{ fields }} remove
      drawer={(opened, close) => <CustomerDrawer key={opened.id} id={opened.id} row={opened.row} onClose={close} />}
      rowActions={(r) => <SendEmailAction relatedType="organization" relatedId={r.id} name={r.legalName} tenantId={r.tenantId} />}
    />
  );
}
