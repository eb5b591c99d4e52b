import { useUserContext } from '@portal/auth';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { CRM_EDIT_PERMISSIONS, CRM_INDUSTRIES, LEAD_SOURCES, LEAD_STATUS_KINDS, leadBodySchema, LEADS, WEBSITE_PATTERN, type ResourceRowOf } from '@portal/contracts';
import { ResourceListPage, StatusPill, useLookup, useSeededCrmName, type ColumnDef } from '@portal/kit';
import { CU, useCrmCustomersTranslation } from '../customers/texts';
import { formatMajor } from '../records/major-money';
import { LeadDrawer } from './LeadDrawer';
import { LE, useCrmLeadsTranslation } from './texts';
import { useLeadStatuses } from './use-lead-statuses';
import { useMayEdit } from '../records/use-may-edit';

export type Lead = ResourceRowOf<typeof LEADS>;

/** A lead status's kind as a pill tone: worked (pending), ready to convert (positive), out (negative). */
export const LEAD_KIND_TONES = { Open: 'pending', Qualified: 'positive', Disqualified: 'negative' } as const;

/** Leads (/crm/leads; ADR 0091): prospects qualified by the sales team, newest first; a row opens the lead. */
export function LeadsPage({ title }: { title: string }) {
  // Without the edit permission the list reads only (ADR 0093).
  const mayEdit = useMayEdit(CRM_EDIT_PERMISSIONS.leads);
  const { t } = useCrmLeadsTranslation();
  // A new record is the creator's unless they pick another owner (the form's empty owner would mean nobody's).
  const me = useUserContext().data?.user.id;
  const customers = useCrmCustomersTranslation();
  const countries = useLookup('countries');
  const currencies = useLookup('currencies');
  const team = useLookup('crmUsers');
  const statuses = useLeadStatuses();
  const statusName = useSeededCrmName();
  const sources = LEAD_SOURCES.map((s) => ({ id: s, name: t(LE[s]) }));
  const columns = useMemo<ColumnDef<Lead>[]>(() => [
    {
      key: 'companyName', title: LE.companyName, value: (r) => r.companyName, sortable: true, alwaysShown: true, width: 240,
      render: (r) => <>{r.companyName}{(r.firstName || r.lastName) && <Typography.Text type="secondary" style={{ display: 'block' }}>{`${r.firstName} ${r.lastName}`.trim()}</Typography.Text>}</>,
    },
    {
      key: 'status', title: LE.status, value: (r) => statusName(r.statusName), width: 140,
      render: (r) => (r.convertedAt ? <StatusPill status="Converted" label={t(LE.convertedFlag)} tone="positive" /> : <StatusPill status={r.statusName} label={statusName(r.statusName)} tone={LEAD_KIND_TONES[r.statusKind]} />),
    },
    { key: 'source', title: LE.source, value: (r) => t(LE[r.source]), width: 130 },
    { key: 'volume', title: LE.volume, value: (r) => (r.expectedMonthlyVolume && r.volumeCurrency ? formatMajor(r.expectedMonthlyVolume, r.volumeCurrency) : ''), width: 170 },
    { key: 'country', title: LE.country, value: (r) => (r.countryCode ? countries.byId.get(r.countryCode)?.name ?? r.countryCode : ''), width: 140 },
    { key: 'industry', title: LE.industry, value: (r) => (r.industry ? customers.t(CU[r.industry]) : ''), width: 150 },
    { key: 'owner', title: LE.owner, value: (r) => r.ownerName ?? '', width: 160 },
    { key: 'email', title: LE.email, value: (r) => r.email, width: 220 },
    { key: 'createdAt', title: LE.createdAt, kind: 'date', value: (r) => r.createdAt, sortable: true, width: 130 },
  ], [t, customers, countries.byId, statusName]);
  const fields = {
    companyName: { label: t(LE.companyName) },
    firstName: { label: t(LE.firstName) },
    lastName: { label: t(LE.lastName) },
    email: { label: t(LE.email), inputType: 'email' as const, validations: [{ name: 'pattern' as const, value: leadBodySchema.properties.email.pattern, message: t(LE.emailPattern) }] },
    phone: { label: t(LE.phone), validations: [{ name: 'pattern' as const, value: leadBodySchema.properties.phone.pattern, message: t(LE.phonePattern) }] },
    jobTitle: { label: t(LE.jobTitle) },
    countryCode: { label: t(LE.country), type: 'select' as const, options: countries.options, loading: countries.isLoading },
    industry: { label: t(LE.industry), options: CRM_INDUSTRIES.map((i) => ({ id: i, name: customers.t(CU[i]) })) },
    website: { label: t(LE.website), inputType: 'url' as const, help: t(LE.websiteHelp), validations: [{ name: 'pattern' as const, value: WEBSITE_PATTERN, message: customers.t(CU.websiteScheme) }] },
    statusId: { label: t(LE.status), type: 'select' as const, options: statuses.options.map((o) => ({ ...o, name: statusName(o.name) })), loading: statuses.isLoading },
    source: { label: t(LE.source), options: sources },
    ownerId: { label: t(LE.owner), type: 'select' as const, options: team.options, loading: team.isLoading },
    expectedMonthlyVolume: { label: t(LE.volume), inputType: 'decimal' as const, help: t(LE.volumeHelp), validations: [{ name: 'pattern' as const, value: leadBodySchema.properties.expectedMonthlyVolume.pattern, message: t(LE.volumePattern) }] },
    volumeCurrency: { label: t(LE.volumeCurrency), type: 'select' as const, options: currencies.options, loading: currencies.isLoading },
    description: { label: t(LE.description), inputType: 'textarea' as const },
  };
  return (
    <ResourceListPage<Lead> readOnly={!mayEdit}
      views
      resource={LEADS} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.companyName}
      before={<Typography.Paragraph type="secondary">{t(LE.leadsIntro)}</Typography.Paragraph>}
      fields={{
        statusKind: { label: t(LE.status), options: LEAD_STATUS_KINDS.map((k) => ({ id: k, name: t(LE[k]) })) },
        source: { label: t(LE.source), options: sources },
        ownerId: { label: t(LE.owner), options: team.options },
        converted: { label: t(LE.convertedFlag) },
      }}
      create={{ fields, initial: { source: 'Website', statusId: statuses.defaultId, ownerId: me } }}
      edit={{ fields }} remove
      drawer={(opened, close) => <LeadDrawer key={opened.id} id={opened.id} row={opened.row} onClose={close} />}
    />
  );
}
