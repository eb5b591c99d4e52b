import { DISPUTE_STATUSES } from '@portal/contracts';
import type { FieldDefinition, LookupOption } from '@portal/kit';
import { DB } from '../../i18n/disputes-bulk-texts';

type Translate = (text: string) => string;

/** The disputes list's filters (kept in the URL by the list kit). */
export function disputeFields(t: Translate, customers: LookupOption[]): FieldDefinition[] {
  return [
    { name: 'search', label: t(DB.searchIds), type: 'input', inputType: 'search' },
    { name: 'status', label: t(DB.disputeStatus), type: 'select', options: DISPUTE_STATUSES.map((s) => ({ id: s, name: t(DB[s]) })) },
    { name: 'Customer', label: t(DB.merchant), type: 'selectAutoComplete', options: customers },
    { name: 'reasonCode', label: t(DB.reasonCode), type: 'input', inputType: 'search', validations: [{ name: 'maxLength', value: 20, message: t(DB.reasonCode) }] },
  ];
}
