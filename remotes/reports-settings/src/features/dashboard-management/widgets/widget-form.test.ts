import { managementFixture } from '@portal/testing';
import { emptyWidgetForm, formValuesOf, problemsOf, widgetInputOf } from './widget-form';

const fixture = managementFixture();
const tableWidget = fixture.widgets.find((w) => w.configuration.widgetType === 'TABLE_WIDGET')!;
const chartWidget = fixture.widgets.find((w) => w.configuration.chartConfiguration?.chartType === 'ComboChart')!;

describe('widget definition form', () => {
  it('gives back the same definition it was opened with (table and chart)', () => {
    for (const widget of [tableWidget, chartWidget]) {
      const input = widgetInputOf(formValuesOf(widget), widget.layout.order);
      expect(input).toEqual({ categoryId: widget.categoryId, name: widget.name, dataSource: widget.data.dataSourceEndpointId, configuration: widget.configuration, layout: widget.layout });
    }
  });

  it('sends only the configuration the type needs, lists split on commas and a map as a GeoChart', () => {
    const values = { ...emptyWidgetForm('c1'), name: ' Countries ', dataSource: 'card-countries' as const, widgetType: 'MAP_WIDGET' as const, chartType: 'BarChart' as const,
      xAxisColumn: 'country', yAxisColumn: 'count', tableDataProperties: 'a, b' };
    const input = widgetInputOf(values);
    expect(input.name).toBe('Countries');
    expect(input.configuration.chartConfiguration).toMatchObject({ chartType: 'GeoChart', xAxisColumn: 'country', yAxisColumn: 'count', tooltipValue: null, tooltipType: null });
    expect(input.configuration.tableConfiguration).toBeNull();
    expect(input.layout).toBeUndefined();
    const table = widgetInputOf({ ...values, widgetType: 'TABLE_WIDGET', tableDataProperties: 'merchantName, count,volume', tableDataColumns: 'Merchant, Count, Volume', pipes: 'text,,volume' });
    expect(table.configuration.tableConfiguration).toEqual({
      pageIndex: 0, pageSize: 5, tableDataProperties: ['merchantName', 'count', 'volume'], tableDataColumns: ['Merchant', 'Count', 'Volume'],
      pipes: ['text', null, 'volume'], customTemplate: null, navigationUrl: null,
    });
    expect(table.configuration.chartConfiguration).toBeNull();
  });

  it('refuses what the server refuses, field by field', () => {
    const base = { ...emptyWidgetForm('c1'), name: 'x' };
    expect(problemsOf(base, 'Merchant')).toEqual([]);
    expect(problemsOf({ ...base, name: ' ' }, 'Merchant').map((p) => p.field)).toEqual(['name']);
    expect(problemsOf({ ...base, name: 'y'.repeat(101) }, 'Merchant').map((p) => p.field)).toEqual(['name']);
    expect(problemsOf({ ...base, dataSource: 'top-merchants' }, 'Merchant').map((p) => p.field)).toEqual(['dataSource']);
    expect(problemsOf({ ...base, dataSource: 'top-merchants' }, 'Tenant')).toEqual([]);
    expect(problemsOf({ ...base, widgetType: 'CHART_WIDGET' }, 'Tenant').map((p) => p.field)).toEqual(['xAxisColumn', 'yAxisColumn']);
    const table = { ...base, widgetType: 'TABLE_WIDGET' as const, tableDataProperties: 'a,b', tableDataColumns: 'A', pipes: 'text,euro', navigationUrl: 'https://evil.test/{a}' };
    expect(problemsOf(table, 'Tenant').map((p) => [p.field, p.values])).toEqual([['tableDataColumns', undefined], ['pipes', { pipe: 'euro' }], ['navigationUrl', undefined]]);
    // The server's one rule for stored links (ADR 0074): another host behind a path-looking link is refused too.
    const linked = { ...table, tableDataColumns: 'A,B', pipes: 'text,count' };
    for (const link of ['//evil.test/{a}', '/\\evil.test', 'javascript:alert(1)']) {
      expect(problemsOf({ ...linked, navigationUrl: link }, 'Tenant').map((p) => p.field)).toEqual(['navigationUrl']);
    }
    expect(problemsOf({ ...linked, navigationUrl: '/a/b?c={a}#d' }, 'Tenant')).toEqual([]);
  });
});
