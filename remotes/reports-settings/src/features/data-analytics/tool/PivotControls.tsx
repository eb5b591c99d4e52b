import { DATA_ANALYTICS, PIVOT_AGGREGATIONS, type ConfigurableField, type PivotAggregation, type PivotConfig } from '@portal/contracts';
import { A } from '../i18n/data-analytics-texts';

export interface PivotControlsProps {
  fields: readonly ConfigurableField[];
  config: PivotConfig;
  onChange(config: PivotConfig): void;
  t: (key: string, values?: Record<string, unknown>) => string;
}

const NONE = '';

/** Places the field of one level; levels after an empty one are dropped, so a layout never has gaps. */
function placed(list: readonly string[], level: number, key: string): string[] {
  const next = [...list];
  if (key === NONE) return next.slice(0, level);
  next[level] = key;
  return next.filter(Boolean);
}

/**
 * The pop-up's layout form: which fields group the rows (up to 3 levels) and the columns (up to 2), which figure is
 * measured and how it is aggregated. Native labelled selects: keyboard and screen readers work as in any form.
 */
export function PivotControls({ fields, config, onChange, t }: PivotControlsProps) {
  const dimensions = fields.filter((f) => f.role === 'dimension');
  const measures = fields.filter((f) => f.role === 'measure');
  const used = new Set([...config.rows, ...config.columns]);

  const levelSelect = (axis: 'rows' | 'columns', level: number) => {
    const list = config[axis];
    if (level > list.length) return null; // the next level opens once this one is set
    const current = list[level] ?? NONE;
    const id = `pivot-${axis}-${level}`;
    return (
      <div className="da-field" key={id}>
        <label htmlFor={id}>{t(axis === 'rows' ? A.rowsLevel : A.columnsLevel, { level: level + 1 })}</label>
        <select id={id} value={current} onChange={(e) => onChange({ ...config, [axis]: placed(list, level, e.target.value) })}>
          <option value={NONE}>{t(A.none)}</option>
          {dimensions.filter((f) => f.key === current || !used.has(f.key)).map((f) => <option key={f.key} value={f.key}>{t(f.title)}</option>)}
        </select>
      </div>
    );
  };

  return (
    <form className="da-controls" aria-label={t(A.layout)} onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>{t(A.layout)}</legend>
        {Array.from({ length: DATA_ANALYTICS.maxRowFields }, (_, i) => levelSelect('rows', i))}
        {Array.from({ length: DATA_ANALYTICS.maxColumnFields }, (_, i) => levelSelect('columns', i))}
        <div className="da-field">
          <label htmlFor="pivot-measure">{t(A.measure)}</label>
          <select
            id="pivot-measure"
            value={config.measure ?? NONE}
            onChange={(e) => {
              const measure = e.target.value || null;
              onChange({ ...config, measure, aggregation: measure ? config.aggregation : 'count' });
            }}
          >
            <option value={NONE}>{t(A.rowCount)}</option>
            {measures.map((f) => <option key={f.key} value={f.key}>{t(f.title)}</option>)}
          </select>
        </div>
        <div className="da-field">
          <label htmlFor="pivot-aggregation">{t(A.aggregation)}</label>
          <select id="pivot-aggregation" value={config.aggregation} onChange={(e) => onChange({ ...config, aggregation: e.target.value as PivotAggregation })}>
            {(config.measure ? PIVOT_AGGREGATIONS : (['count'] as const)).map((a) => <option key={a} value={a}>{t(A[a])}</option>)}
          </select>
        </div>
      </fieldset>
    </form>
  );
}
