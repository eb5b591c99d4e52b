import { PRIORITIES, type Priority } from '@portal/contracts';
import { idValue, listValue, textValue } from '../../../components/form-values';
import { isEmailAddress } from '../../../components/email-rule';
import type { FieldDefinition, FieldFormValues } from '@portal/kit';
import type { AttachedFile } from '@portal/ui';
import { T } from '../../../i18n/texts';

export interface ContactSupportValues {
  tenantId: string | null;
  ticketCategory: string;
  subject: string;
  description: string;
  customers: string[];
  transactions: string[];
  priority: Priority | null;
  attachments: AttachedFile[];
  labelId: string | null;
  contactEmails: string[];
}

type Translate = (key: string) => string;

/**
 * The Contact Support form's fields, labels and messages translated. Category, subject and description
 * are required; tenant too for platform creators (spec part 1 section 5). A category or tenant list that
 * failed to load makes that field invalid by itself (its required rule then says so). Options and the
 * page's own editors are added where the dialog draws them.
 */
export function contactSupportFields(t: Translate, options: { platform: boolean; categoriesFailed: boolean; tenantsFailed: boolean }): FieldDefinition[] {
  const required = (failedMessage: string | false): FieldDefinition['validations'] => [{ name: 'required', message: failedMessage ? t(failedMessage) : t(T.required) }];
  const tenant: FieldDefinition = {
    name: 'tenantId', label: t(T.tenant), type: 'selectAutoComplete', placeholder: t(T.selectTenant), validations: required(options.tenantsFailed && T.tenantsFailed),
  };
  const contactEmails: FieldDefinition = {
    name: 'contactEmails', label: t(T.contactEmails), type: 'multiSelectAutoComplete',
    validations: [{ name: 'custom', message: t(T.invalidEmail), test: isEmailAddress }],
  };
  return [
    ...(options.platform ? [tenant] : []),
    { name: 'ticketCategory', label: t(T.category), type: 'select', placeholder: t(T.selectCategory), validations: required(options.categoriesFailed && T.categoriesFailed) },
    { name: 'subject', label: t(T.subject), type: 'input', maxLength: 200, validations: required(false) },
    { name: 'description', label: t(T.description), type: 'input', inputType: 'textarea', rows: { min: 4, max: 7 }, maxLength: 10000, validations: required(false) },
    { name: 'labelId', label: t(T.label), type: 'select', placeholder: t(T.selectLabel) },
    ...(options.platform ? [contactEmails] : []),
    // Added with 'Expand fields'.
    { name: 'customers', label: t(T.customers), type: 'multiSelectAutoComplete', placeholder: t(T.selectCustomers) },
    { name: 'transactions', label: t(T.transactions), type: 'multiSelectAutoComplete' },
    { name: 'priority', label: t(T.priorities), type: 'select', placeholder: t(T.selectPriority), options: PRIORITIES.map((p) => ({ id: p, name: t(T[p]) })) },
    { name: 'attachments', label: t(T.attachments), type: 'multiSelectAutoComplete' },
  ];
}

/** The fields 'Expand fields' adds. */
export const EXPANDED_FIELDS: readonly string[] = ['customers', 'transactions', 'priority', 'attachments'];

/** The form's values as the dialog sends them. */
export function contactSupportValuesOf(values: FieldFormValues): ContactSupportValues {
  return {
    tenantId: idValue(values, 'tenantId'),
    ticketCategory: textValue(values, 'ticketCategory'),
    subject: textValue(values, 'subject'),
    description: textValue(values, 'description'),
    customers: listValue<string>(values, 'customers'),
    transactions: listValue<string>(values, 'transactions'),
    priority: (idValue(values, 'priority') as Priority | null),
    attachments: listValue<AttachedFile>(values, 'attachments'),
    labelId: idValue(values, 'labelId'),
    contactEmails: listValue<string>(values, 'contactEmails'),
  };
}
