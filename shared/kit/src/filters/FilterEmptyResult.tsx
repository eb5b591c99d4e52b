import { Button, Flex, Typography } from 'antd';
import { EmptyTableText } from '@portal/ui';
import type { FieldDefinition } from '../fields';
import { KIT_TEXTS, useKitTranslation } from '../i18n/kit-texts';
import type { ListStateControls } from '../list/use-list-state';
import { useFilterChips } from './use-filter-chips';
import { widerPeriodOf } from './wider-period';

export interface FilterEmptyResultProps {
  /** The list's filter bar fields. */
  fields: readonly FieldDefinition[];
  list: Pick<ListStateControls, 'state' | 'setFilters'>;
  /** The user's time zone ("the last 90 days" end today on their clock). */
  timeZone: string | undefined;
  /** Today is taken from it (tests pin it); the browser's clock by default. */
  now?: Date;
  /** What the list says with no filter set (the page's own words); the kit's "No data" when absent. */
  unfilteredText?: string;
}

/**
 * What an empty filtered list says instead of a bare "No data": what was searched (the applied filters as their
 * chips read, the period among them) and, when the period is narrower than the list allows, the widest one in one
 * click (every other filter kept).
 */
export function FilterEmptyResult({ fields, list, timeZone, now, unfilteredText }: FilterEmptyResultProps) {
  const { t } = useKitTranslation();
  const chips = useFilterChips(fields, list.state.filters);
  if (!chips.length) return <EmptyTableText text={unfilteredText ?? t(KIT_TEXTS.noData)} />;
  const wider = widerPeriodOf(fields, list.state.filters, timeZone, now);
  return (
    <Flex vertical align="center" gap={8}>
      <Typography.Text type="secondary">{t(KIT_TEXTS.nothingFoundFor, { filters: chips.map((chip) => chip.text).join('; ') })}</Typography.Text>
      {wider && <Button onClick={() => list.setFilters(wider.filters)}>{t(KIT_TEXTS.searchLastDays, { n: wider.days })}</Button>}
    </Flex>
  );
}
