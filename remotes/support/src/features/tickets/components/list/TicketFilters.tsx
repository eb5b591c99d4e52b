import { Button, Input } from 'antd';
import { useEffect, useState } from 'react';
import { PortalSelect } from '@portal/ui';
import { PRIORITIES, TICKET_STATUSES, type Label, type TicketFilter } from '@portal/contracts';
import { labelName } from '../../../../i18n/domain-names';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';

export interface FilterChoices {
  categories?: string[];
  labels?: Label[];
  customers?: Array<{ value: string; label: string }>;
  assignees?: Array<{ value: string; label: string }>;
}

export interface TicketFiltersProps {
  filter: TicketFilter;
  choices: FilterChoices;
  onChange(next: TicketFilter): void;
}

const FILTER_GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 8, marginBottom: 12 } as const;

/** The filters above a ticket list; any change starts again at the first page. */
export function TicketFilters({ filter, choices, onChange }: TicketFiltersProps) {
  const { t } = useSupportTranslation();
  const set = (patch: Partial<TicketFilter>) => onChange({ ...filter, ...patch, pageIndex: 0 });
  const common = { allowClear: true, style: { width: '100%' } } as const;
  // Controlled, so that Clear filters (or a filter restored from the URL) also replaces what is typed.
  const [searchText, setSearchText] = useState(filter.searchKey ?? '');
  useEffect(() => setSearchText(filter.searchKey ?? ''), [filter.searchKey]);
  const clear = () => {
    setSearchText('');
    onChange({ pageIndex: 0, pageSize: filter.pageSize, ticketChannelType: filter.ticketChannelType, tenantId: filter.tenantId });
  };
  return (
    // A grid of equal cells (the search takes two): rows fill evenly, no control is left alone on a line.
    <div style={FILTER_GRID} data-testid="ticket-filters">
      <Input.Search
        aria-label={t(T.search)}
        placeholder={t(T.searchPlaceholder)}
        title={t(T.searchPlaceholder)}
        allowClear
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        style={{ gridColumn: 'span 2', width: '100%' }}
        onSearch={(value) => set({ searchKey: value.trim() || undefined })}
      />
      <PortalSelect
        {...common}
        aria-label={t(T.status)}
        placeholder={t(T.status)}
        value={filter.status}
        options={TICKET_STATUSES.map((s) => ({ value: s, label: t(T[s]) }))}
        onChange={(status) => set({ status })}
      />
      <PortalSelect
        {...common}
        aria-label={t(T.priority)}
        placeholder={t(T.priority)}
        value={filter.priority}
        options={PRIORITIES.map((p) => ({ value: p, label: t(T[p]) }))}
        onChange={(priority) => set({ priority })}
      />
      {choices.categories ? (
        <PortalSelect
          {...common}
          aria-label={t(T.category)}
          placeholder={t(T.category)}
          value={filter.category}
          options={choices.categories.map((c) => ({ value: c, label: t(c) }))}
          onChange={(category) => set({ category })}
        />
      ) : null}
      {choices.labels ? (
        <PortalSelect
          {...common}
          aria-label={t(T.label)}
          placeholder={t(T.label)}
          value={filter.labelId}
          options={choices.labels.map((l) => ({ value: l.labelId, label: labelName(l, t) }))}
          onChange={(labelId) => set({ labelId })}
        />
      ) : null}
      {choices.customers ? (
        <PortalSelect
          {...common}
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t(T.customer)}
          placeholder={t(T.customer)}
          value={filter.customerId}
          options={choices.customers}
          onChange={(customerId) => set({ customerId })}
        />
      ) : null}
      {choices.assignees ? (
        <PortalSelect
          {...common}
          aria-label={t(T.assignee)}
          placeholder={t(T.assignee)}
          value={filter.assignee}
          options={choices.assignees}
          onChange={(assignee) => set({ assignee })}
        />
      ) : null}
      <Button onClick={clear}>
        {t(T.clearFilters)}
      </Button>
    </div>
  );
}
