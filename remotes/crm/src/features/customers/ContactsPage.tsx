import { useUserContext } from '@portal/auth';
import { Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { CRM_EDIT_PERMISSIONS, CONTACTS, contactBodySchema, type ResourceRowOf } from '@portal/contracts';
import { ResourceListPage, useLookup, type ColumnDef } from '@portal/kit';
import { SendEmailAction } from '../emails/SendEmailAction';
import { CU, useCrmCustomersTranslation } from './texts';
import { ContactDrawer } from './CustomerDrawer';
import { useCustomerPickerField } from './customer-picker';
import { useMayEdit } from '../records/use-may-edit';

type Contact = ResourceRowOf<typeof CONTACTS>;

/** Contacts (/crm/contacts; ADR 0087): the people at the tenant's customers, one primary contact per customer. */
export function ContactsPage({ title }: { title: string }) {
  // Without the edit permission the list reads only (ADR 0093).
  const mayEdit = useMayEdit(CRM_EDIT_PERMISSIONS.contacts);
  const { t } = useCrmCustomersTranslation();
  // A new record is the creator's unless they pick another owner (the form's empty owner would mean nobody's).
  const me = useUserContext().data?.user.id;
  const customerField = useCustomerPickerField();
  const team = useLookup('crmUsers');
  const columns = useMemo<ColumnDef<Contact>[]>(() => [
    {
      key: 'lastName', title: CU.name, value: (r) => `${r.firstName} ${r.lastName}`, sortable: true, alwaysShown: true, width: 220,
      render: (r) => <>{r.firstName} {r.lastName}{r.isPrimary && <Tag style={{ marginInlineStart: 8 }}>{t(CU.primary)}</Tag>}</>,
    },
    { key: 'organization', title: CU.customer, value: (r) => r.organizationName, width: 240 },
    { key: 'jobTitle', title: CU.jobTitle, value: (r) => r.jobTitle, width: 200 },
    { key: 'email', title: CU.email, value: (r) => r.email, render: (r) => (r.email ? <a href={`mailto:${r.email}`}>{r.email}</a> : null), width: 260 },
    { key: 'phone', title: CU.phone, value: (r) => r.phone, width: 160 },
    { key: 'owner', title: CU.owner, value: (r) => r.ownerName ?? '', width: 160 },
    { key: 'createdAt', title: CU.createdAt, kind: 'date', value: (r) => r.createdAt, sortable: true, width: 130 },
  ], [t]);
  const fields = {
    organizationId: { label: t(CU.customer), ...customerField },
    firstName: { label: t(CU.firstName) },
    lastName: { label: t(CU.lastName) },
    email: { label: t(CU.email), inputType: 'email' as const, validations: [{ name: 'pattern' as const, value: contactBodySchema.properties.email.pattern, message: t(CU.emailPattern) }] },
    phone: { label: t(CU.phone), validations: [{ name: 'pattern' as const, value: contactBodySchema.properties.phone.pattern, message: t(CU.phonePattern) }] },
    jobTitle: { label: t(CU.jobTitle) },
    isPrimary: { label: t(CU.isPrimary), help: t(CU.isPrimaryHelp) },
    ownerId: { label: t(CU.owner), type: 'select' as const, options: team.options, loading: team.isLoading },
  };
  return (
    <ResourceListPage<Contact> readOnly={!mayEdit}
      views
      resource={CONTACTS} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => `${r.firstName} ${r.lastName}`}
      before={<Typography.Paragraph type="secondary">{t(CU.contactsIntro)}</Typography.Paragraph>}
      fields={{ organizationId: { label: t(CU.customer), ...customerField } }}
      create={{ fields, initial: { isPrimary: false, ownerId: me } }}
      edit={{ fields }} remove
      drawer={(opened, close) => <ContactDrawer key={opened.id} id={opened.id} row={opened.row} onClose={close} />}
      rowActions={(r) => <SendEmailAction relatedType="contact" relatedId={r.id} name={`${r.firstName} ${r.lastName}`} tenantId={r.tenantId} />}
    />
  );
}
