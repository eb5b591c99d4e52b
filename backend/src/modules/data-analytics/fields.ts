import type { ConfigurableField, PivotConfig, ReportColumn } from '@portal/contracts';

const MEASURE_KINDS = new Set(['money', 'count', 'volume', 'successRate']);

/** The report's columns as pivot fields: numbers are measures, everything else groups. */
export const configurableFieldsOf = (columns: readonly ReportColumn[]): ConfigurableField[] =>
  columns.map((c) => ({
    key: c.key, title: c.title, kind: c.kind, role: MEASURE_KINDS.has(c.kind) ? 'measure' : 'dimension',
    ...(c.currencyKey ? { currencyKey: c.currencyKey } : {}),
  }));

/**
 * A first layout when the user saved none: the report's first grouping field down the side, its currency (or
 * second grouping field) across, its first counted figure summed (else a count of rows).
 */
export function defaultPivotConfig(fields: readonly ConfigurableField[]): PivotConfig {
  const dimensions = fields.filter((f) => f.role === 'dimension').map((f) => f.key);
  const measures = fields.filter((f) => f.role === 'measure');
  const measure = measures.find((f) => f.kind === 'count') ?? measures[0];
  const rows = dimensions.slice(0, 1);
  const across = dimensions.find((k) => k !== rows[0] && /currency/i.test(k)) ?? dimensions[1];
  return { rows, columns: across ? [across] : [], measure: measure?.key ?? null, aggregation: measure ? 'sum' : 'count' };
}
