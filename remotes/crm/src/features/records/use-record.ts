import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { scopeQueryOf, usePortalScope, type AnyResource } from '@portal/kit';
import type { EndpointDeclaration } from '@portal/contracts';

/**
 * The record a drawer shows: the list's row when the list has it, else read by id (a link or a notification to a
 * record on another page); `undefined` while it loads.
 */
export function useRecord<Row>(resource: AnyResource, id: string, row: Row | undefined) {
  const scope = usePortalScope();
  const one = useQuery({
    queryKey: [resource.key, 'one', id],
    queryFn: ({ signal }) => callApi(resource.endpoints.one as EndpointDeclaration, { params: { id }, query: scopeQueryOf(resource, scope), signal } as never) as Promise<Row>,
    enabled: !row,
    retry: false,
  });
  return { record: row ?? one.data, error: one.error, isError: one.isError };
}

/** A changed field's label: the page's text for it when it has one, else the field's name in words. */
export const fieldLabelFrom = (texts: Readonly<Record<string, string>>, translate: (text: string) => string, fallback: (field: string) => string) =>
  (field: string): string => (Object.hasOwn(texts, field) ? translate(texts[field]!) : fallback(field));
