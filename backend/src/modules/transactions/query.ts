/** Part 1's parameters, as the spec spells them or in camel case; their lengths and forms are declared. */
interface PartOneQuery {
  searchKey?: string;
  SearchKey?: string;
  tenantId?: string;
  TenantId?: string;
}

/** Trimmed search key ('' = no filter). */
export const readSearchKey = (query: PartOneQuery): string => (query.searchKey ?? query.SearchKey ?? '').trim();

export const readTenantId = (query: PartOneQuery): string | undefined => query.tenantId ?? query.TenantId;

