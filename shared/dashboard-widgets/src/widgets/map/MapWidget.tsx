import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { ListTable } from '@portal/kit';
import { D } from '../../i18n/texts';
import { useDashboardTranslation } from '../../i18n/use-dashboard-translation';
import { formatValue, pipeOf } from '../format/widget-format';
import { useFormatContext } from '../use-format-context';
import type { WidgetBodyProps } from '../WidgetBody';

// The map's outlines and projection are their own chunk, loaded when a map is first drawn.
const WorldMap = lazy(() => import(/* webpackChunkName: "dashboard-map" */ './WorldMap'));
const TOP_COUNTRIES = 5;

interface CountryFigure { code: string; name: string; value: number; label: string }

/** MAP_WIDGET (and a GeoChart): the world shaded by the y column, and the top countries as a table under it. */
export function MapWidget({ widget, data, timeZone, title }: WidgetBodyProps) {
  const { t } = useDashboardTranslation();
  const format = useFormatContext(data, timeZone);
  const chart = widget.configuration.chartConfiguration;
  const x = chart?.xAxisColumn ?? 'country';
  const y = chart?.yAxisColumn ?? 'count';
  const yPipe = pipeOf(y, null);
  const figures = data.data.map((row): CountryFigure => ({
    code: String(row[x]), name: format.countryName(String(row[x])), value: Number(row[y] ?? 0), label: formatValue(row[y], yPipe, format),
  })).sort((a, b) => b.value - a.value);
  return (
    <>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 160 }} />}>
        <WorldMap figures={figures} title={t(D.mapOf, { name: title })} />
      </Suspense>
      <ListTable<CountryFigure>
        fit
        rowKey={(figure) => figure.code}
        label={title}
        translate={t}
        rows={figures.slice(0, TOP_COUNTRIES)}
        columns={[
          { key: 'name', title: D.country, value: (figure) => figure.name },
          { key: 'label', title: chart?.yAxisColumnName ?? D.payments, value: (figure) => figure.label, align: 'right' },
        ]}
      />
    </>
  );
}
