import { Alert, Button, Descriptions, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { CRM_EDIT_PERMISSIONS, crmRecordPath, LEADS } from '@portal/contracts';
import { labelOf, StatusPill, useLookup, useSeededCrmName } from '@portal/kit';
import { CU, useCrmCustomersTranslation } from '../customers/texts';
import { formatMajor } from '../records/major-money';
import { CrmRecordDrawer } from '../records/CrmRecordDrawer';
import { fieldLabelFrom, useRecord } from '../records/use-record';
import { useMayEdit } from '../records/use-may-edit';
import { ConvertLeadDialog } from './ConvertLeadDialog';
import { LEAD_KIND_TONES, type Lead } from './LeadsPage';
import { LE, useCrmLeadsTranslation } from './texts';

const portalDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/** One lead (ADR 0091): who and what it is, its status and volume, what it was converted into; its activity and tasks. */
export function LeadDrawer({ id, row, onClose }: { id: string; row: Lead | undefined; onClose(): void }) {
  const { t } = useCrmLeadsTranslation();
  const statusName = useSeededCrmName();
  const customers = useCrmCustomersTranslation();
  const countries = useLookup('countries');
  const { record: found, isError, error } = useRecord<Lead>(LEADS, id, row);
  const [converting, setConverting] = useState(false);
  const [conversion, setConversion] = useState<{ organizationId: string; contactId: string | null; opportunityId: string | null } | null>(null);
  // Until the list is read again, the conversion's answer says what the lead became.
  const lead = found && conversion && !found.convertedAt ? { ...found, ...conversion, convertedAt: new Date().toISOString() } : found;
  const details = isError ? <Alert type="warning" showIcon title={error?.message} /> : !lead ? <Spin /> : (
    <>
      <Descriptions column={1} size="small" items={[
        { key: 'status', label: t(LE.status), children: <StatusPill status={lead.statusName} label={statusName(lead.statusName)} tone={LEAD_KIND_TONES[lead.statusKind]} /> },
        { key: 'person', label: t(LE.person), children: [`${lead.firstName} ${lead.lastName}`.trim(), lead.jobTitle].filter(Boolean).join(', ') },
        { key: 'email', label: t(LE.email), children: lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : '' },
        { key: 'phone', label: t(LE.phone), children: lead.phone },
        { key: 'country', label: t(LE.country), children: lead.countryCode ? countries.byId.get(lead.countryCode)?.name ?? lead.countryCode : '' },
        { key: 'industry', label: t(LE.industry), children: lead.industry ? customers.t(CU[lead.industry]) : '' },
        { key: 'website', label: t(LE.website), children: lead.website ? <a href={lead.website} target="_blank" rel="noopener noreferrer">{lead.website}</a> : '' },
        { key: 'source', label: t(LE.source), children: t(LE[lead.source]) },
        { key: 'owner', label: t(LE.owner), children: lead.ownerName ?? '' },
        { key: 'volume', label: t(LE.volume), children: lead.expectedMonthlyVolume && lead.volumeCurrency ? formatMajor(lead.expectedMonthlyVolume, lead.volumeCurrency) : '' },
      ]} />
      {lead.description && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 12 }}>{lead.description}</Typography.Paragraph>}
      {lead.convertedAt && (
        <Alert type="success" showIcon role="status" style={{ marginTop: 12 }} title={conversion ? t(LE.convertedTo) : t(LE.convertedOn, { date: portalDate(lead.convertedAt) })} description={(
          <ul style={{ margin: 0, paddingInlineStart: 16 }}>
            {lead.organizationId && <li><Link to={crmRecordPath('organization', lead.organizationId)}>{t(LE.customer)}</Link></li>}
            {lead.contactId && <li><Link to={crmRecordPath('contact', lead.contactId)}>{t(LE.contact)}</Link></li>}
            {lead.opportunityId && <li><Link to={crmRecordPath('opportunity', lead.opportunityId)}>{t(LE.openOpportunity)}</Link></li>}
          </ul>
        )} />
      )}
    </>
  );
  // Converting needs the lead's edit permission (the server also checks the customer's, contact's and opportunity's).
  const mayEdit = useMayEdit(CRM_EDIT_PERMISSIONS.leads);
  const convertible = mayEdit && lead && !lead.convertedAt && lead.statusKind !== 'Disqualified';
  return (
    <>
      <CrmRecordDrawer type="lead" id={id} title={lead?.companyName ?? t(LE.companyName)} details={details} onClose={onClose} tenantId={lead?.tenantId}
        fieldLabel={fieldLabelFrom(LE, t, labelOf)}
        extra={convertible && <Button type="primary" onClick={() => setConverting(true)}>{t(LE.convert)}</Button>} />
      {converting && lead && (
        <ConvertLeadDialog lead={lead} onDone={(result) => {
          setConverting(false);
          if (result) setConversion(result);
        }} />
      )}
    </>
  );
}
