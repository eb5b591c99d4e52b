/**
 * @jest-environment node
 */
import { dashboardFixture } from '@portal/testing';
import { dashboardPathOf, hasDates, navigationPathOf, widgetRequestOf, type DashboardWidget } from '@portal/contracts';

/** Spec part 2 sections 5, 7.11 and 9: how a widget calls its data source (contracts' widgetRequestOf). */
const widgets = dashboardFixture('Merchant').flatMap((c) => c.widgets);
const byName = (name: string) => widgets.find((w) => w.name === name)!;
const week = { startDate: '2026-11-18T00:00:00.000Z', endDate: '2026-11-25T00:00:00.000Z' };

describe('widget request rules (section 7.11)', () => {
  it('inserts /dashboard after /reporting, and only there', () => {
    expect(dashboardPathOf('/reporting/data/summary')).toBe('reporting/dashboard/data/summary');
    expect(dashboardPathOf('reporting/data/summary')).toBe('reporting/dashboard/data/summary');
    expect(dashboardPathOf('/reporting/dashboard/data/summary')).toBe('reporting/dashboard/data/summary');
    expect(dashboardPathOf('/api/widgets/x')).toBe('api/widgets/x');
    expect(dashboardPathOf('/reportingx/data')).toBe('reportingx/data');
  });

  it('joins lists with commas, drops nulls and empty values, adds widgetId, timezoneOffset and systemMode 2 by default', () => {
    const widget: DashboardWidget = { ...byName('Payments'), filters: { currency: ['GBP', 'EUR'], transactionStatus: [], customer: null, transactionType: ['Sale', '' as never] } };
    const request = widgetRequestOf(widget, { dashboardFilter: { ...week, dateRange: null }, timezoneOffset: -180 });
    expect(request.path).toBe('reporting/dashboard/data/summary');
    expect(request.query).toEqual({
      currency: 'GBP,EUR', transactionType: 'Sale', startDate: week.startDate, endDate: week.endDate,
      widgetId: widget.widgetId, timezoneOffset: '-180', mode: '2',
    });
    expect(request.headers).toEqual({ endpointId: 'summary', widgetId: widget.widgetId });
    expect(widgetRequestOf(widget, { dashboardFilter: week, timezoneOffset: 0, mode: 1 }).query.mode).toBe('1');
  });

  it("applies a standalone widget's filter only when it sets a start or end date", () => {
    const widget = byName('Payments');
    const own = { startDate: '2026-10-01T00:00:00.000Z', endDate: null, currency: ['EUR'] };
    const withOwn = widgetRequestOf(widget, { dashboardFilter: week, standaloneFilter: own, timezoneOffset: 0 });
    expect(withOwn.query).toMatchObject({ startDate: own.startDate, currency: 'EUR' });
    expect(withOwn.query.endDate).toBeUndefined();
    const withoutDates = widgetRequestOf(widget, { dashboardFilter: week, standaloneFilter: { currency: ['EUR'] }, timezoneOffset: 0 });
    expect(withoutDates.query).toMatchObject(week);
    expect(withoutDates.query.currency).toBeUndefined();
    expect(hasDates({ endDate: '2026-01-01T00:00:00.000Z' })).toBe(true);
    expect(hasDates({ startDate: null, endDate: '' })).toBe(false);
  });

  it('asks for the last 24 hours instead of the range when isLast24Hours', () => {
    const request = widgetRequestOf(byName('Last 24 hours'), { dashboardFilter: week, timezoneOffset: 0 });
    expect(request.query.dateRange).toBe('Last24Hours');
    expect(request.query.startDate).toBeUndefined();
    expect(request.query.endDate).toBeUndefined();
  });

  it('pages paginated data: pageIndex and PageSize 5 (section 9), the page asked for', () => {
    const table = byName('Payment methods');
    expect(widgetRequestOf(table, { dashboardFilter: week, timezoneOffset: 0 }).query).toMatchObject({ pageIndex: '0', PageSize: '5' });
    expect(widgetRequestOf(table, { dashboardFilter: week, timezoneOffset: 0, pageIndex: 2 }).query.pageIndex).toBe('2');
    expect(widgetRequestOf(byName('Payments'), { dashboardFilter: week, timezoneOffset: 0 }).query.PageSize).toBeUndefined();
  });

  it("fills a navigationUrl's placeholders from the clicked row, URL-encoded; a missing value makes no link", () => {
    expect(navigationPathOf('/x/lookup?paymentMethod={paymentMethod}', { paymentMethod: 'apple pay' })).toBe('/x/lookup?paymentMethod=apple%20pay');
    expect(navigationPathOf('/crm/{a}/{b}', { a: 1, b: 'z' })).toBe('/crm/1/z');
    expect(navigationPathOf('/x?c={merchantId}', { merchantId: null })).toBeNull();
  });
});
