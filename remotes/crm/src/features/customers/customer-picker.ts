import { ORGANIZATIONS, type ResourceRowOf } from '@portal/contracts';
import { useSearchedPickerField, type SearchedPickerField, type SearchedResource } from '@portal/kit';

type Customer = ResourceRowOf<typeof ORGANIZATIONS>;

/** The tenant's customers, searched by legal or trading name on the server (a book of thousands is never read whole). */
const CUSTOMER_SEARCH: SearchedResource<Customer> = { resource: ORGANIZATIONS, nameOf: (row) => row.legalName };

/** A customer field (a list's filter, a record's form): spread it into the field beside its label. */
export function useCustomerPickerField(): SearchedPickerField {
  return useSearchedPickerField(CUSTOMER_SEARCH);
}
