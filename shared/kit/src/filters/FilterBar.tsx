import { DownOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { FieldList, useFieldForm, visibleErrorOf, type FieldDefinition } from '../fields';
import { KIT_TEXTS, useKitTranslation } from '../i18n/kit-texts';
import type { ListStateControls } from '../list/use-list-state';
import { FilterChips } from './FilterChips';
import { filterRowsOf } from './filter-rows';
import { filtersOf, formValuesOf } from './filter-values';
import { useFilterChips } from './use-filter-chips';

export interface FilterBarProps {
  /** The filters, as field definitions (spec part 2 section 3 "Dynamic form field"); `primary` ones stay in view. */
  fields: readonly FieldDefinition[];
  /** The list whose URL state the bar reads and writes. */
  list: Pick<ListStateControls, 'state' | 'setFilters' | 'reset'>;
  /** Ids of the editors start with it (unique per page). */
  idPrefix?: string;
  /** More controls at the end of the button row (column picker, export). */
  actions?: ReactNode;
}

// Fields side by side, wrapping on narrow screens (antd's inline form does not wrap labels well). The first row
// shares its width (a period needs 260 px for its two dates): four filters fit a 1280 px screen beside the menu.
const GRID_CSS = `.kit-filter-bar .ant-form{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(200px,100%),1fr));gap:0 16px}
.kit-filter-bar .kit-filter-row .ant-form{display:flex;flex-wrap:wrap}
.kit-filter-row .ant-form-item{flex:1 1 min(180px,100%)}
.kit-filter-row .ant-form-item:has(.ant-picker-range){flex-basis:min(260px,100%)}
.kit-filter-bar .ant-form-item{margin-bottom:12px}
.kit-filter-chip-x::after{content:'×'}`;

/**
 * A filter bar from field definitions, on the one form engine: it shows the URL's filters, Apply puts the
 * edited ones on the URL (first page), Reset returns to the list's defaults. Validation is the engine's:
 * an invalid filter stays in the bar with its message and is not applied.
 * The most used filters (`filterRowsOf`) are one row; the rest wait behind "More filters", which counts the
 * applied ones it hides and opens by itself when one of them is refused. The applied filters are chips beside the
 * buttons, each removable at once, so the list stays in view (issue 27).
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
  const rows = useMemo(() => filterRowsOf(fields), [fields]);
  const chips = useFilterChips(fields, list.state.filters);
  const [open, setOpen] = useState(false);
  // A refused filter behind the button would be a message nobody sees.
  const expanded = open || rows.more.some((field) => visibleErrorOf(form, field) !== undefined);
  const hiddenApplied = rows.more.filter((field) => chips.some((chip) => chip.name === field.name)).length;
  const panelId = `${idPrefix}-more-filters`;
  return (
    <section className="kit-filter-bar" aria-label={t(KIT_TEXTS.filters)}>
      <style>{GRID_CSS}</style>
      <div className="kit-filter-row">
        <FieldList form={form} fields={rows.primary} layout="vertical" idPrefix={idPrefix} />
      </div>
      {rows.more.length > 0 && (
        // Hidden, not unmounted: the editors keep what the user typed.
        <div id={panelId} hidden={!expanded}>
          <FieldList form={form} fields={rows.more} layout="vertical" idPrefix={idPrefix} />
        </div>
      )}
      <Flex gap={8} wrap justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Flex gap={8} wrap align="center">
          <Button type="primary" onClick={() => form.handleSubmit()}>{t(KIT_TEXTS.apply)}</Button>
          <Button onClick={() => { form.resetForm(); list.reset(); }}>{t(KIT_TEXTS.reset)}</Button>
          {rows.more.length > 0 && (
            <Button
              aria-expanded={expanded}
              aria-controls={panelId}
              icon={<DownOutlined aria-hidden rotate={expanded ? 180 : 0} />}
              iconPlacement="end"
              onClick={() => setOpen(!expanded)}
            >
              {hiddenApplied ? t(KIT_TEXTS.moreFiltersActive, { n: hiddenApplied }) : t(KIT_TEXTS.moreFilters)}
            </Button>
          )}
          {/* Beside the buttons, not a row of their own: every row above the table is one row less of results. */}
          <FilterChips chips={chips} list={list} />
        </Flex>
        {actions && <Flex gap={8} wrap>{actions}</Flex>}
      </Flex>
    </section>
  );
}
