import { Button, Flex } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { FieldList, useFieldForm, type FieldDefinition } from '../fields';
import { KIT_TEXTS, useKitTranslation } from '../i18n/kit-texts';
import type { ListStateControls } from '../list/use-list-state';
import { filtersOf, formValuesOf } from './filter-values';

export interface FilterBarProps {
  /** The filters, as field definitions (spec part 2 section 3 "Dynamic form field"). */
  fields: readonly FieldDefinition[];
  /** The list whose URL state the bar reads and writes. */
  list: Pick<ListStateControls, 'state' | 'setFilters' | 'reset'>;
  /** Ids of the editors start with it (unique per page). */
  idPrefix?: string;
  /** More controls at the end of the button row (column picker, export). */
  actions?: ReactNode;
}

// Fields side by side, wrapping on narrow screens (antd's inline form does not wrap labels well).
const GRID_CSS = `.kit-filter-bar .ant-form{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:0 16px}
.kit-filter-bar .ant-form-item{margin-bottom:12px}`;

/**
 * A filter bar from field definitions, on the one form engine: it shows the URL's filters, Apply puts the
 * edited ones on the URL (first page), Reset returns to the list's defaults. Validation is the engine's:
 * an invalid filter stays in the bar with its message and is not applied.
 */
export function FilterBar({ fields, list, idPrefix = 'filter', actions }: FilterBarProps) {
  const { t } = useKitTranslation();
  const values = useMemo(() => formValuesOf(fields, list.state.filters), [fields, list.state.filters]);
  const form = useFieldForm({
    fields,
    values,
    enableReinitialize: true,
    onSubmit: (submitted) => list.setFilters(filtersOf(fields, submitted)),
  });
  return (
    <section className="kit-filter-bar" aria-label={t(KIT_TEXTS.filters)}>
      <style>{GRID_CSS}</style>
      <FieldList form={form} fields={fields} layout="vertical" idPrefix={idPrefix} />
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Flex gap={8}>
          <Button type="primary" onClick={() => form.handleSubmit()}>{t(KIT_TEXTS.apply)}</Button>
          <Button onClick={() => { form.resetForm(); list.reset(); }}>{t(KIT_TEXTS.reset)}</Button>
        </Flex>
        {actions && <Flex gap={8}>{actions}</Flex>}
      </Flex>
    </section>
  );
}
