import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/api-client';
import { apiSourceOf, type FieldApiSource, type LookupOption } from '../field-definition';
import { useFormKitTranslation } from '../form-texts';
import type { FieldEditorProps } from './editor-props';
import { SingleSelect } from './SelectEditor';

/** Query key root of option lists read by `selectWithApi` fields: one cache entry per path and query. */
export const FIELD_OPTIONS_QUERY_KEY = 'kit-field-options';

/** Reads an option list through the api client and maps the answer's id and name keys. */
export async function loadFieldOptions(source: FieldApiSource, signal?: AbortSignal): Promise<LookupOption[]> {
  const answer = await apiFetch<unknown>(source.path, { query: source.query, signal, silent: true });
  const rows = Array.isArray(answer) ? answer : [];
  const idKey = source.idKey ?? 'id';
  const nameKey = source.nameKey ?? 'name';
  return rows
    .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    .map((row) => ({ id: row[idKey] as string | number, name: String(row[nameKey] ?? row[idKey]) }));
}

/** `selectWithApi`: one value from options the field's `api` answers (cached per path and query). */
export function SelectWithApiEditor(props: FieldEditorProps) {
  const { t } = useFormKitTranslation();
  const source = apiSourceOf(props.field);
  const query = useQuery({
    queryKey: [FIELD_OPTIONS_QUERY_KEY, source?.path, source?.query, source?.idKey, source?.nameKey],
    queryFn: ({ signal }) => loadFieldOptions(source!, signal),
    enabled: source !== undefined,
    staleTime: 5 * 60_000,
  });
  return (
    <SingleSelect
      {...props}
      searchable
      options={query.data ?? []}
      loading={query.isPending && source !== undefined}
      notFound={query.isError ? t('The options could not be loaded') : undefined}
    />
  );
}
