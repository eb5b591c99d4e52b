import * as yup from 'yup';
import type { Priority } from '@portal/contracts';
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

export const EMPTY_VALUES: ContactSupportValues = {
  tenantId: null, ticketCategory: '', subject: '', description: '', customers: [], transactions: [],
  priority: null, attachments: [], labelId: null, contactEmails: [],
};

/**
 * Category, subject and description are required; tenant too for platform creators (spec part 1
 * section 5). A category or tenant list that failed to load makes that field invalid by itself.
 */
export function contactSupportSchema(options: { platform: boolean; categoriesFailed: boolean; tenantsFailed: boolean }) {
  return yup.object({
    tenantId: options.platform
      ? yup.string().nullable().required(T.required).test('tenants-loaded', T.tenantsFailed, () => !options.tenantsFailed)
      : yup.string().nullable(),
    ticketCategory: yup.string().trim().required(T.required).test('categories-loaded', T.categoriesFailed, () => !options.categoriesFailed),
    subject: yup.string().trim().required(T.required).max(200),
    description: yup.string().trim().required(T.required).max(10000),
    contactEmails: yup.array(yup.string().email(T.invalidEmail).required()),
  });
}
