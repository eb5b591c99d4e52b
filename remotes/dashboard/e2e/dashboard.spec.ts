import { expect, test, type Page, type Response } from '@playwright/test';
import { signIn } from '../../../host/e2e/support';

/**
 * The landing dashboard (issue 11, ADR 0047) against the real backend: merchant@ lands on /dashboard and sees
 * its own figures and a chart, a longer date range changes them, and a table row leads to its path.
 */
const dataCall = (source: string) => (r: Response) => r.url().includes(`/reporting/dashboard/data/${source}?`) && r.request().method() === 'GET';
/** "1.234": a count as the portal writes it (dot thousands). */
const formatCount = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

async function paymentsFigure(page: Page): Promise<string> {
  const card = page.getByRole('region', { name: 'Payments', exact: true });
  const figure = card.locator('span').filter({ hasText: /^\d[\d.]*$/ }).first();
  await expect(figure).toBeVisible();
  return figure.innerText();
}

/**
 * A chart is sketched at once (plain SVG, no chart library: ADR 0141); a pointer over it brings the chart library,
 * whose canvas replaces the sketch once drawn (the sketch stays when the library fails to draw, e.g. an option that
 * needs an entry the portal's G2 library leaves out: ADR 0115).
 */
async function expectChartDrawn(page: Page, name: string) {
  const chart = page.getByRole('img', { name: `Chart: ${name}` });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.getByTestId('chart-sketch')).toBeVisible();
  await chart.hover();
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(chart.getByTestId('chart-placeholder')).toHaveCount(0);
}

test('merchant@ sees its own figures and charts, changes the range, and follows a table row', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const summary = page.waitForResponse(dataCall('summary'));
  // The chart view's file (with @ant-design/charts beside it) is asked for only once a pointer comes over a chart.
  const chartViewAsked: string[] = [];
  page.on('request', (r) => { if (/\/remotes\/dashboard\/dashboard-charts[^/]*\.js$/.test(r.url())) chartViewAsked.push(r.url()); });
  await signIn(page, 'merchant@demo.test');
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

  // The count is the server's own figure for merchant@'s Live payments of the last 7 days.
  const week = await summary;
  const weekQuery = new URL(week.url()).searchParams;
  expect(weekQuery.get('mode')).toBe('2');
  expect(week.request().headers()['endpointid']).toBe('summary');
  const weekFigures = await week.json() as { totalCount: number; baseCurrency: string };
  expect(weekFigures.baseCurrency).toBe('GBP');
  await expect.poll(() => paymentsFigure(page)).toBe(formatCount(weekFigures.totalCount));

  // Each chart is sketched with the page and drawn by its library when the pointer reaches it: the line and the pie
  // here, the bar and the combo on the other tabs (every kind the portal draws).
  await expect(page.getByRole('img', { name: 'Chart: Volume per day' }).getByTestId('chart-sketch')).toBeVisible();
  expect(chartViewAsked).toEqual([]);
  await expectChartDrawn(page, 'Volume per day');
  expect(chartViewAsked).toHaveLength(1);
  await expectChartDrawn(page, 'Payment statuses');
  await expect(page.getByRole('region', { name: 'Success rate' }).getByText(/%$/).first()).toBeVisible();

  // The last 30 days: every widget asks again, and the count grows.
  const month = page.waitForResponse((r) => dataCall('summary')(r) && new URL(r.url()).searchParams.get('startDate') !== weekQuery.get('startDate'));
  await page.getByRole('textbox', { name: 'Date range', exact: true }).click();
  await page.locator('.ant-picker-presets:visible').getByText('Last 30 days').click();
  const monthFigures = await (await month).json() as { totalCount: number };
  expect(monthFigures.totalCount).toBeGreaterThan(weekFigures.totalCount);
  await expect.poll(() => paymentsFigure(page)).toBe(formatCount(monthFigures.totalCount));
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);

  await page.getByRole('tab', { name: 'Operations' }).click();
  await expectChartDrawn(page, 'Declines by reason');

  // Payments: the payment methods table; a row leads to the lookup of that method.
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expectChartDrawn(page, 'Last 24 hours');
  const table = page.getByRole('table', { name: 'Payment methods' });
  const first = table.getByRole('link').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/merchant\/transaction-management\/transaction-lookup\?paymentMethod=[a-z-]+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction lookup' })).toBeVisible();
});

test('merchant@ drags a widget onto another one: the new order is kept on the server, and dragged back', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'merchant@demo.test');
  const titles = () => page.getByRole('tabpanel').getByRole('heading', { level: 2 }).allInnerTexts();
  await expect.poll(async () => (await titles()).length).toBeGreaterThan(2);
  const before = await titles();
  const [first, second] = before;
  const drag = async (name: string, onto: string) => {
    const saved = page.waitForResponse((r) => r.url().includes('/user-dashboard/layout') && r.request().method() === 'PUT');
    const cell = (title: string) => page.locator('[data-widget-cell]').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
    await cell(name).locator('[data-drag-handle]').dragTo(cell(onto));
    expect((await saved).status()).toBe(200);
  };

  await drag(second!, first!);
  await expect.poll(titles).toEqual([second, first, ...before.slice(2)]);
  await page.reload();
  await expect.poll(titles).toEqual([second, first, ...before.slice(2)]);
  // Back as it was (other specs read merchant@'s dashboard).
  await drag(first!, second!);
  await expect.poll(titles).toEqual(before);
});
