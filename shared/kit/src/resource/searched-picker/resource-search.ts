import type { ResourcePage, ScopeQuery } from '@portal/contracts';
import type { LookupOption } from '../../fields';
import { callEndpoint, endpointOf, type AnyResource } from '../resource-call';

/** How many matches a searched picker shows: enough to scan, few enough that typing narrows rather than scrolls. */
export const SEARCHED_PICKER_SIZE = 20;

/** What a searched picker knows of a resource: its name of a row, and any fixed query its list needs. */
export interface SearchedResource<Row> {
  resource: AnyResource;
  /** A row's name as the picker shows it (a customer's legal name). */
  nameOf: (row: Row) => string;
  /** The list's filter parameter searched with the typed text (`search` by default: the resource's text filter). */
  searchKey?: string;
  /** More of the list's filters, always sent (a pipeline's kind). */
  fixedQuery?: Record<string, unknown>;
}

export interface SearchedOptions {
  options: LookupOption[];
  /** How many rows match in all (more than `options.length` when typing more would narrow them). */
  count: number;
}

/** The query key root of a resource's searched-picker reads: under the resource's key, so its changes refresh them. */
export const searchedPickerKey = (resource: AnyResource, ...rest: unknown[]): unknown[] => [resource.key, 'searched-picker', ...rest];

/** The first matches of the typed text by the resource's default order (the first rows by it when nothing is typed). */
export async function searchResourceOptions<Row>(
  source: SearchedResource<Row>, text: string, scopeQuery: ScopeQuery, signal?: AbortSignal,
): Promise<SearchedOptions> {
  const list = endpointOf(source.resource, 'list');
  if (!list) throw new Error(`${source.resource.key} has no list to search`);
  const search = text.trim();
  const page = await callEndpoint(list, {
    query: { ...scopeQuery, ...source.fixedQuery, ...(search ? { [source.searchKey ?? 'search']: search } : {}), pageIndex: 0, pageSize: SEARCHED_PICKER_SIZE },
    signal, silent: true,
  }) as ResourcePage<Row>;
  return { options: page.data.map((row) => ({ id: (row as { id: string }).id, name: source.nameOf(row) })), count: page.count };
}

/** One row's name by its id (a value chosen before: an edited record's, a filter's in the address). */
export async function readResourceName<Row>(source: SearchedResource<Row>, id: string, scopeQuery: ScopeQuery, signal?: AbortSignal): Promise<string> {
  const one = endpointOf(source.resource, 'one');
  if (!one) return id;
  return source.nameOf(await callEndpoint(one, { params: { id }, query: { ...scopeQuery }, signal, silent: true }) as Row);
}
