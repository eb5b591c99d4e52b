import { Button, Flex, Tag } from 'antd';
import { KIT_TEXTS, useKitTranslation } from '../i18n/kit-texts';
import type { ListStateControls } from '../list/use-list-state';
import { withoutChip, type FilterChip } from './filter-chips';

export interface FilterChipsProps {
  chips: readonly FilterChip[];
  list: Pick<ListStateControls, 'state' | 'setFilters'>;
}

/**
 * The applied filters over the list, each a chip: a button removes it at once (the URL's filters without it, the
 * first page). A filter the list cannot do without shows without ×.
 */
export function FilterChips({ chips, list }: FilterChipsProps) {
  const { t } = useKitTranslation();
  if (!chips.length) return null;
  return (
    <Flex component="ul" gap={8} wrap aria-label={t(KIT_TEXTS.activeFilters)} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {chips.map((chip) => (
        <li key={chip.name}>
          {chip.removable ? (
            <Button
              size="small"
              shape="round"
              // A × drawn by the bar's CSS, not an icon module: the kit is in every remote's first visit.
              icon={<span aria-hidden className="kit-filter-chip-x" />}
              iconPlacement="end"
              aria-label={t(KIT_TEXTS.removeFilter, { filter: chip.text })}
              onClick={() => list.setFilters(withoutChip(list.state.filters, chip))}
            >
              {chip.text}
            </Button>
          ) : (
            <Tag style={{ margin: 0, lineHeight: '22px', borderRadius: 12 }}>{chip.text}</Tag>
          )}
        </li>
      ))}
    </Flex>
  );
}
