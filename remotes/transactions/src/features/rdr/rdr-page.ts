import { callApi } from '@portal/api-client';
import { RDR_ENDPOINTS, type QueryInput, type RdrBatch } from '@portal/contracts';
import { daysBefore, todayPickerRange, type ListFilters } from '@portal/kit';
import { T } from '../../i18n/texts';
import { RT } from '../../i18n/rdr-texts';
import type { ToolListDefinition } from '../tools/tool-list';

/** rdr/batch-summary (ADR 0055): one row per RDR batch (a UTC day's disputes of one currency), the last 30 days first. */
export const RDR_BATCHES: ToolListDefinition<RdrBatch> = {
  id: 'rdr-batches',
  fields: (_options, t) => [{
    name: 'opened', label: t(RT.openedOn), type: 'dateRangePicker', startDateName: 'from', endDateName: 'to', maxDaysSelected: 366,
    ranges: ['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'],
  }],
  columns: (options, t) => [
    { key: 'batchId', title: RT.batch, value: (b) => b.batchId, alwaysShown: true, width: 170 },
    { key: 'day', title: RT.day, kind: 'day', value: (b) => b.day, width: 120 },
    { key: 'currency', title: T.currency, value: (b) => b.currency, width: 90 },
    { key: 'disputes', title: RT.disputes, value: (b) => b.disputes, width: 100 },
    { key: 'disputedAmount', title: RT.disputedAmount, kind: 'money', value: (b) => b.disputedAmount, currency: (b) => b.currency, decimalPlaces: (b) => options.decimalPlaces[b.currency], width: 150 },
    { key: 'rdrCount', title: RT.rdrCount, value: (b) => b.rdrCount, width: 120 },
    { key: 'rdrAmount', title: RT.rdrAmount, kind: 'money', value: (b) => b.rdrAmount, currency: (b) => b.currency, decimalPlaces: (b) => options.decimalPlaces[b.currency], width: 150 },
    { key: 'won', title: RT.won, value: (b) => b.won, width: 80 },
    { key: 'lost', title: RT.lost, value: (b) => b.lost, width: 80 },
    { key: 'open', title: RT.open, value: (b) => b.open, width: 80 },
    { key: 'status', title: T.status, kind: 'status', value: (b) => b.status, label: (s) => t(s === 'Open' ? RT.batchOpen : RT.batchClosed), width: 110 },
  ],
  defaultSort: { key: 'day', direction: 'desc' },
  defaultFilters: (timeZone) => {
    const today = todayPickerRange(timeZone) as ListFilters & { from: string; to: string };
    return { from: `${daysBefore(today.from.slice(0, 10), 29)}T12:00:00.000Z`, to: today.to };
  },
  fetch: (query, signal) => {
    const { sortField: _f, sortDirection: _d, ...rest } = query;
    return callApi(RDR_ENDPOINTS.batches, { query: rest as QueryInput<typeof RDR_ENDPOINTS.batches>, signal });
  },
  rowKey: (b) => b.batchId,
};
