export {
  resourceQueryOf, listFiltersOf, toMinorUnits, fromMinorUnits, decimalsOf, amountPlacesOf, pickerDayOf, pickerValueOf, todayPickerRange, dayRangeInstants,
  type ResourceListQuery, type ResourceQueryOptions,
} from './resource-query';
export { LOOKUP_SOURCES, fromEndpoint, type LookupEntry, type LookupSource } from './lookup-sources';
export { useLookup, useLookups, useDecimalPlaces, lookupQueryKey, type LookupResult } from './use-lookup';
export { usePortalScope, TENANT_URL_KEY, MERCHANT_URL_KEY, type PortalScope, type PortalUserType } from './use-portal-scope';
export { TenantPicker, type TenantPickerProps } from './TenantPicker';
export { useActionRunner, isRetryable, newRequestId, type ActionAttempt, type ActionRunner, type ActionRunnerOptions } from './use-action-runner';
export { invalidateResource, scopeQueryOf, endpointOf, type AnyResource } from './resource-call';
export { useResourceMutation, resourceBannerId, type ResourceMutation, type ResourceMutationInput, type ResourceMutationKind } from './use-resource-mutation';
export {
  fieldsFromSchema, bodyFromValues, formValuesFromRow, labelOf, overridesFromFields,
  type FieldOverride, type FieldOverrides, type ValidationText,
} from './schema-fields';
export { ResourceFormDialog, type ResourceFormDialogProps } from './ResourceFormDialog';
export { filterFieldsOf, lookupsOfFilters, type FilterFieldOverride, type FilterFieldOverrides } from './filter-fields';
export {
  useResourceList, OPEN_ROW_URL_KEY,
  type UseResourceListOptions, type ResourceList, type ResourceTableProps, type ResourceDrawer, type FixedQuery,
} from './use-resource-list';
export { ResourceListPage, type ResourceListPageProps, type ResourceFormOption, type ResourceRemoveOption } from './ResourceListPage';
export {
  useSearchedPickerField, SearchedPicker, SEARCHED_PICKER_SIZE,
  type SearchedResource, type SearchedPickerField,
} from './searched-picker';
