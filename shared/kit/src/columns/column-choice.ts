import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { visibleKeysFrom, type ColumnDef } from './column-def';

/**
 * Where a user's column choice lives. The kit does not know the endpoint: a page plugs in the server's
 * `...-columns` routes (or anything else) through this adapter. `load` answers null when nothing is stored.
 */
export interface ColumnChoiceStore {
  load(): Promise<readonly string[] | null>;
  save(visibleKeys: readonly string[]): Promise<void>;
}

export interface ColumnChoice {
  visibleKeys: string[];
  /** The stored choice has not arrived yet (the defaults are shown meanwhile). */
  loading: boolean;
  saving: boolean;
  /** Shown at once, stored in the background; a failed save puts the previous choice back. */
  choose(visibleKeys: readonly string[]): void;
  saveFailed: boolean;
}

export const columnChoiceQueryKey = (listId: string) => ['kit', 'column-choice', listId] as const;

/** A list's visible columns, kept per user by `store` and cached under the list's id. */
export function useColumnChoice<Row>(listId: string, columns: readonly ColumnDef<Row>[], store: ColumnChoiceStore): ColumnChoice {
  const queryClient = useQueryClient();
  const key = columnChoiceQueryKey(listId);
  const query = useQuery({ queryKey: key, queryFn: () => store.load(), staleTime: Infinity });
  const mutation = useMutation({
    mutationFn: (keys: readonly string[]) => store.save(keys),
    onMutate: async (keys) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<readonly string[] | null>(key);
      queryClient.setQueryData(key, keys);
      return { previous };
    },
    onError: (_error, _keys, context) => queryClient.setQueryData(key, context?.previous ?? null),
  });
  const visibleKeys = useMemo(() => visibleKeysFrom(columns, query.data), [columns, query.data]);
  return {
    visibleKeys,
    loading: query.isPending,
    saving: mutation.isPending,
    saveFailed: mutation.isError,
    choose: (keys) => mutation.mutate(visibleKeysFrom(columns, keys)),
  };
}

/** A store in the browser's local storage (pages without a server route, tests, the dev shell). */
export function localColumnChoiceStore(storageKey: string): ColumnChoiceStore {
  return {
    load: async () => {
      const raw = window.localStorage.getItem(storageKey);
      try {
        const parsed: unknown = raw ? JSON.parse(raw) : null;
        return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : null;
      } catch {
        return null;
      }
    },
    save: async (keys) => window.localStorage.setItem(storageKey, JSON.stringify(keys)),
  };
}
