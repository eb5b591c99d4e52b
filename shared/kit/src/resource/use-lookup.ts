import { useQueries, useQueryClient, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAuth, userContextQueryOptions, useUserContext } from '@portal/auth';
import type { LookupName, UserContextResponse } from '@portal/contracts';
import type { LookupOption } from '../fields';
import { decimalPlacesOf } from '../format/money';
import { useKitTranslation } from '../i18n/kit-texts';
import { LOOKUP_SOURCES, type LookupEntry } from './lookup-sources';
import { callEndpoint } from './resource-call';

/** The query key of a shared lookup (what 'lookup:<name>' in a resource's `invalidates` refreshes). */
export const lookupQueryKey = (name: LookupName) => ['lookup', name] as const;

const LOOKUP_STALE_MS = 5 * 60_000;
const NO_ITEMS: LookupEntry[] = [];

export interface LookupResult {
  /** The items as a select's options. */
  options: LookupOption[];
  byId: ReadonlyMap<string, LookupEntry>;
  items: readonly LookupEntry[];
  isLoading: boolean;
}

function lookupQuery(name: LookupName, queryClient: QueryClient, context: UserContextResponse | undefined, signedIn: boolean): UseQueryOptions<LookupEntry[]> {
  const source = LOOKUP_SOURCES[name];
  return {
    queryKey: lookupQueryKey(name),
    queryFn: async ({ signal }) => {
      if (source.kind === 'context') return source.select(await queryClient.fetchQuery(userContextQueryOptions()));
      return source.toItems(await callEndpoint(source.endpoint, { signal, silent: true }));
    },
    enabled: source.kind === 'context' ? context !== undefined : signedIn,
    // The context already loaded answers at once; the query keeps it under the lookup's key.
    placeholderData: source.kind === 'context' && context ? source.select(context) : undefined,
    staleTime: LOOKUP_STALE_MS,
  };
}

function resultOf(items: readonly LookupEntry[], isLoading: boolean): LookupResult {
  return {
    items,
    options: items.map(({ id, name }) => ({ id, name })),
    byId: new Map(items.map((item) => [item.id, item])),
    isLoading,
  };
}

/**
 * Several shared lookups at once (a filter bar's `idsOf` fields), each under `['lookup', name]` from its
 * source in LOOKUP_SOURCES. A failed call leaves that lookup empty (a filter without options), never the page broken.
 */
export function useLookups<const N extends LookupName>(names: readonly N[]): Record<N, LookupResult> {
  const { status } = useAuth();
  const context = useUserContext();
  const queryClient = useQueryClient();
  const { i18n } = useKitTranslation();
  const language = i18n.language;
  const results = useQueries({ queries: names.map((name) => lookupQuery(name, queryClient, context.data, status === 'signed-in')) });
  const key = results.map((r) => r.dataUpdatedAt).join() + names.join() + results.map((r) => (r.data ? r.data.length : -1)).join() + String(context.isLoading) + context.dataUpdatedAt + language;
  return useMemo(() => Object.fromEntries(names.map((name, i) => {
    const r = results[i]!;
    const source = LOOKUP_SOURCES[name];
    const items = r.data ?? NO_ITEMS;
    return [name, resultOf(source.inReadersLanguage ? source.inReadersLanguage(items, language) : items, r.isLoading || (source.kind === 'context' && context.isLoading))];
  })) as Record<N, LookupResult>,
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` says when an answer changed
  [key]);
}

/** One shared lookup: options for a select, items by id, loading. */
export function useLookup(name: LookupName): LookupResult {
  return useLookups([name])[name];
}

/** A currency code's decimal places from the currency lookup (`decimalPlacesOf`: ISO 4217, else 2, when unknown). */
export function useDecimalPlaces(): (currencyCode: string) => number {
  const { items } = useLookup('currencies');
  return useCallback((code: string) => decimalPlacesOf(code, items as readonly { code: string; decimalPlaces?: number }[]), [items]);
}
