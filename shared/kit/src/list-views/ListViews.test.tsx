import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { defineResource, fakeResourcePage, flag, text } from '@portal/contracts';
import { waitLimit, chooseOption, createListViewHandlers, declaredHandlers, installTimerMessageChannel, renderWithProviders, setupMswServer } from '@portal/testing';
import type { ColumnDef } from '../columns/column-def';
import { ResourceListPage } from '../resource/ResourceListPage';

installTimerMessageChannel();
jest.setTimeout(60_000);
const server = setupMswServer();
const SLOW = waitLimit(10_000);

const PARTNERS = defineResource({
  key: 'test-partners', path: 'crm/test-partners', title: 'Partner', tag: 'Test',
  row: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, city: { type: 'string' }, isActive: { type: 'boolean' } } },
  operations: ['list'],
  filters: { search: text('Search', { field: 'name' }), isActive: flag('Active') },
  sorts: ['name', 'city'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'global',
});
interface Partner { id: string; name: string; city: string; isActive: boolean }
const columns: ColumnDef<Partner>[] = [
  { key: 'name', title: 'Name', value: (r) => r.name, sortable: true, alwaysShown: true },
  { key: 'city', title: 'City', value: (r) => r.city, sortable: true },
];
const ROWS: Partner[] = [
  { id: 'p1', name: 'Anatolia Foods', city: 'İzmir', isActive: true },
  { id: 'p2', name: 'Bosphorus Pay', city: 'Istanbul', isActive: true },
  { id: 'p3', name: 'Cappadocia Travel', city: 'Nevşehir', isActive: false },
];

function fakePartners(count?: number) {
  const views = createListViewHandlers();
  server.use(
    ...views.handlers,
    ...declaredHandlers(PARTNERS.endpoints.list, ({ query }) => {
      const page = fakeResourcePage(PARTNERS, ROWS, query);
      return HttpResponse.json(count === undefined ? page : { ...page, count });
    }),
  );
  return views.store;
}

const renderPage = () => renderWithProviders(
  <ResourceListPage views resource={PARTNERS} columns={columns} title="Partners" />,
  { user: 'tenant@demo.test', route: '/crm/partners' },
);
const firstCells = () => screen.getAllByRole('row').slice(1).map((row) => within(row).queryAllByRole('cell')[0]?.textContent);

/** Files the page hands to the browser, read back as text. */
function capturedDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  const create = jest.fn((_blob: Blob) => `blob:${files.length}`);
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: create.mock.calls.at(-1)![0] });
  });
  return { files, restore: () => click.mockRestore() };
}
/** The file's text; its first bytes are UTF-8's byte-order mark, so a spreadsheet reads İ and ş right. */
async function textOf(blob: Blob): Promise<string> {
  expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return blob.text();
}

describe('a resource list with saved views, columns and export', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('saves the filters, sort and columns as a view on the server and puts them all back when chosen', async () => {
    const user = userEvent.setup();
    const store = fakePartners();
    renderPage();
    await waitFor(() => expect(firstCells()).toEqual(['Anatolia Foods', 'Bosphorus Pay', 'Cappadocia Travel']), SLOW);

    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(screen.getByRole('checkbox', { name: 'City' }));
    await waitFor(() => expect(store.columns.get('test-partners')).toEqual(['name']));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('columnheader', { name: /City/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pay');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(firstCells()).toEqual(['Bosphorus Pay']), SLOW);
    await user.click(screen.getByRole('button', { name: /Save as new/ }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.type(within(dialog).getByRole('textbox', { name: /Filter name/ }), 'Payment partners');
    await user.click(within(dialog).getByRole('button', { name: /Save as new/ }));
    await waitFor(() => expect(store.views.map((v) => [v.name, v.state.filters, v.state.columns])).toEqual([['Payment partners', { search: 'pay' }, ['name']]]), SLOW);

    // Back to everything and every column; choosing the view brings its filter and columns back.
    await user.click(screen.getByRole('button', { name: 'Remove filter Search: pay' }));
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(screen.getByRole('checkbox', { name: 'City' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(firstCells()).toHaveLength(3), SLOW);
    expect(screen.getByRole('columnheader', { name: /City/ })).toBeInTheDocument();
    await chooseOption(user, screen.getByRole('combobox', { name: 'Saved filter' }), 'Payment partners');
    await waitFor(() => expect(firstCells()).toEqual(['Bosphorus Pay']), SLOW);
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /City/ })).not.toBeInTheDocument());
  });

  it('exports the rows under the filters with the shown columns, and refuses a list larger than an export writes', async () => {
    const user = userEvent.setup();
    const downloads = capturedDownloads();
    try {
      fakePartners();
      const { unmount } = renderPage();
      await waitFor(() => expect(firstCells()).toHaveLength(3), SLOW);
      await user.click(screen.getByRole('columnheader', { name: /City/ }));
      await user.click(screen.getByRole('button', { name: /^Export/ }));
      await waitFor(() => expect(downloads.files).toHaveLength(1), SLOW);
      expect(downloads.files[0]!.name).toMatch(/^test-partners-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(await textOf(downloads.files[0]!.blob)).toBe('Name,City\r\nBosphorus Pay,Istanbul\r\nAnatolia Foods,İzmir\r\nCappadocia Travel,Nevşehir\r\n');
      expect(await screen.findByText(/3 rows exported to test-partners-/, {}, SLOW)).toBeInTheDocument();
      unmount();

      fakePartners(25_000);
      renderPage();
      await waitFor(() => expect(firstCells()).toHaveLength(3), SLOW);
      await user.click(screen.getByRole('button', { name: /^Export/ }));
      expect(await screen.findByText('This list has 25.000 rows; an export writes at most 10.000. Narrow the filters first.', {}, SLOW)).toBeInTheDocument();
      expect(downloads.files).toHaveLength(1);
    } finally {
      downloads.restore();
    }
  });
});
