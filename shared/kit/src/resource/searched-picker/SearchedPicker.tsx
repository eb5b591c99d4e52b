import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { FieldEditorProps, LookupOption } from '../../fields';
import { FORM_KIT_TEXTS, useFormKitTranslation } from '../../fields/form-texts';
import { KitSelect } from '../../inputs/select/KitSelect';
import { KIT_TEXTS, useKitTranslation } from '../../i18n/kit-texts';
import { scopeQueryOf } from '../resource-call';
import { usePortalScope } from '../use-portal-scope';
import { readResourceName, searchResourceOptions, searchedPickerKey, type SearchedResource } from './resource-search';

export interface SearchedPickerProps<Row> extends FieldEditorProps {
  source: SearchedResource<Row>;
  /** Names the page already knows (what its other pickers have shown), so a chosen value is named without a read. */
  known: ReadonlyMap<string, string>;
  /** Hands the names this picker has read to the page (its filter chip names the chosen value with them). */
  remember: (options: readonly LookupOption[]) => void;
}

/**
 * One value of a resource too large to list whole (a tenant's customers): the server searches what is typed and answers
 * the first matches, saying how many more there are. A value chosen before is named by its own read.
 */
export function SearchedPicker<Row>({ field, form, id, invalid, source, known, remember }: SearchedPickerProps<Row>) {
  const { t } = useKitTranslation();
  const { t: tForm } = useFormKitTranslation();
  const scopeQuery = scopeQueryOf(source.resource, usePortalScope());
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // Typing re-renders at once; the read follows the text React settles on (no timer to wait for, earlier reads cancelled).
  const searched = useDeferredValue(text.trim());
  const results = useQuery({
    queryKey: searchedPickerKey(source.resource, 'search', scopeQuery, source.fixedQuery, searched),
    queryFn: ({ signal }) => searchResourceOptions(source, searched, scopeQuery, signal),
    enabled: open || searched !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const raw = form.values[field.name];
  const value = typeof raw === 'string' && raw !== '' ? raw : null;
  const shownName = value === null ? undefined : known.get(value) ?? results.data?.options.find((o) => o.id === value)?.name;
  const name = useQuery({
    queryKey: searchedPickerKey(source.resource, 'name', scopeQuery, value),
    queryFn: ({ signal }) => readResourceName(source, value!, scopeQuery, signal),
    enabled: value !== null && shownName === undefined,
    staleTime: 5 * 60_000,
  });
  const chosenName = shownName ?? name.data;
  useEffect(() => {
    const read = [...(results.data?.options ?? []), ...(value !== null && chosenName ? [{ id: value, name: chosenName }] : [])];
    if (read.some((option) => known.get(String(option.id)) !== option.name)) remember(read);
  }, [results.data, value, chosenName, known, remember]);
  const options = useMemo(() => {
    const found = results.data?.options ?? [];
    // The chosen value stays drawn by its name while nothing is typed, whether or not it is among the first matches.
    const list = value !== null && chosenName && searched === '' && !found.some((o) => o.id === value) ? [{ id: value, name: chosenName }, ...found] : found;
    return list.map((option) => ({ value: String(option.id), label: option.name }));
  }, [results.data, value, chosenName, searched]);
  const count = results.data?.count ?? 0;
  const shown = results.data?.options.length ?? 0;
  return (
    <KitSelect<string | null>
      id={id}
      value={value}
      options={options}
      open={open}
      onOpenChange={setOpen}
      showSearch={{ filterOption: false, searchValue: text, onSearch: setText, autoClearSearchValue: true }}
      onChange={(next) => {
        setText('');
        void form.setFieldValue(field.name, next ?? null);
        void form.setFieldTouched(field.name, true, false);
      }}
      onBlur={() => void form.setFieldTouched(field.name, true, true)}
      allowClear
      loading={results.isFetching || name.isFetching}
      notFoundContent={results.isError ? tForm(FORM_KIT_TEXTS.loadOptionsFailed) : results.isPending ? null : tForm(FORM_KIT_TEXTS.noOptions)}
      popupRender={(menu) => (
        <>
          {menu}
          {count > shown && (
            <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 12px' }}>
              {t(KIT_TEXTS.searchedPickerMore, { shown, count })}
            </Typography.Text>
          )}
        </>
      )}
      status={invalid ? 'error' : undefined}
      placeholder={field.placeholder ? tForm(field.placeholder) : undefined}
      disabled={field.disabled}
      style={{ width: '100%', minWidth: 160 }}
    />
  );
}
