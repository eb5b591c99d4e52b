import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { fakeResourcePage, WHITELIST_ENTRIES, WHITELIST_IMPORT, type ResourceRowOf, type WhitelistLineError } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, createMswServer, declaredHandlers, DEMO_MERCHANTS, DEMO_TENANTS, installTimerMessageChannel, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { WhitelistingImportPage } from './WhitelistingImportPage';

installTimerMessageChannel();
jest.setTimeout(60_000);
const SLOW = waitLimit(10_000);

const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => { server.resetHandlers(); window.sessionStorage.clear(); });
afterAll(() => server.close());

type Entry = ResourceRowOf<typeof WHITELIST_ENTRIES>;
const ACME = DEMO_TENANTS[0]!.id;
const BLUE = DEMO_MERCHANTS[0]!;

/** The list and the import as the server answers them: an unknown merchant refuses the file, else it is stored. */
function serve() {
  const rows: Entry[] = [{
    id: 'w1', tenantId: ACME, merchantId: BLUE.merchantId, merchantName: BLUE.legalBusinessName, type: 'CardBin', value: '424242', note: 'Test cards',
    importedBy: 'Demo seed', createdAt: '2026-11-01T10:00:00.000Z',
  }];
  const sent: string[] = [];
  server.use(
    ...declaredHandlers(WHITELIST_ENTRIES.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(WHITELIST_ENTRIES, rows, query))),
    ...declaredHandlers(WHITELIST_IMPORT, ({ body }) => {
      const { content } = body as { content: string };
      sent.push(content);
      const lines = content.trim().split(/\r?\n/).slice(1);
      const errors: WhitelistLineError[] = lines.flatMap((line, i) => (line.startsWith('Nobody')
        ? [{ line: i + 2, column: 'merchant' as const, reason: 'No merchant of this tenant has the id or name {{merchant}}', params: { merchant: 'Nobody' } }] : []));
      if (errors.length) return HttpResponse.json({ accepted: false, lines: lines.length, imported: 0, unchanged: 0, errors });
      lines.forEach((line, i) => {
        const [, type, value] = line.split(',');
        rows.push({ ...rows[0]!, id: `n${i}`, type: type as Entry['type'], value: value!, note: '', importedBy: 'Tenant Admin', createdAt: '2026-11-02T10:00:00.000Z' });
      });
      return HttpResponse.json({ accepted: true, lines: lines.length, imported: lines.length, unchanged: 0, errors: [] });
    }),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return { rows, sent };
}

function renderPage(language: 'en' | 'tr' = 'en') {
  addRemoteResources(resources);
  const result = renderWithProviders(<App><WhitelistingImportPage title="Whitelisting import" /></App>, { user: 'tenant@demo.test', route: '/crm/settings/whitelisting-import', language });
  return result;
}

const csv = (name: string, lines: string[], type = 'text/csv') => new File([['merchant,type,value,note', ...lines].join('\n')], name, { type });
const fileInput = () => screen.getByLabelText('CSV file');
const badLines = () => within(screen.getByRole('table', { name: 'Lines to fix' })).getAllByRole('row').slice(1)
  .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('WhitelistingImportPage', () => {
  it('names every bad line of a file in the browser and sends nothing', async () => {
    const { sent } = serve();
    renderPage();
    expect(await screen.findByText('424242', {}, SLOW)).toBeInTheDocument();
    await userEvent.upload(fileInput(), csv('whitelist.csv', [
      'Blue Bottle,CardBin,42ab,', 'Blue Bottle,Phone,123,', 'Blue Bottle,Email,not-an-address,', 'just,two', 'Blue Bottle,Ip,10.0.0.1,ok',
    ]));
    expect(await screen.findByText('Nothing was imported: 4 lines need fixing', {}, SLOW)).toBeInTheDocument();
    expect(badLines()).toEqual([
      ['2', 'value', 'A card BIN is 6 to 8 digits'],
      ['3', 'type', 'The type must be one of CardBin, CardHash, Email, Ip, CustomerId'],
      ['4', 'value', 'Not an e-mail address'],
      ['5', 'Whole line', 'Expected 3 or 4 values, found 2'],
    ]);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it('refuses a file that is not CSV or too large before reading it', async () => {
    serve();
    renderPage();
    await screen.findByText('424242', {}, SLOW);
    await userEvent.upload(fileInput(), csv('whitelist.xlsx', ['Blue Bottle,CardBin,424242,'], 'application/vnd.ms-excel'), { applyAccept: false });
    expect(await screen.findByText('Choose a CSV file (.csv, plain text)', {}, SLOW)).toBeInTheDocument();
    await userEvent.upload(fileInput(), new File(['x'.repeat(512_001)], 'big.csv', { type: 'text/csv' }));
    expect(await screen.findByText('The file is larger than 512000 bytes', {}, SLOW)).toBeInTheDocument();
  });

  it('shows the lines the server refuses, and lists a valid file\'s entries once it is imported', async () => {
    const { sent } = serve();
    renderPage();
    await screen.findByText('424242', {}, SLOW);
    await userEvent.upload(fileInput(), csv('whitelist.csv', ['Blue Bottle,Email,a@b.example,', 'Nobody,Ip,10.0.0.1,']));
    expect(await screen.findByText('Checked: 2 lines, ready to import', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Nothing was imported: 1 lines need fixing', {}, SLOW)).toBeInTheDocument();
    expect(badLines()).toEqual([['3', 'merchant', 'No merchant of this tenant has the id or name Nobody']]);

    await userEvent.upload(fileInput(), csv('whitelist.csv', ['Blue Bottle,Email,a@b.example,', 'Blue Bottle,Ip,10.0.0.1,']));
    // Import stays off for the refused file until the new one is read: wait for the new file's check.
    expect(await screen.findByText('Checked: 2 lines, ready to import', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 2 entries (0 were there already)', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('a@b.example')).toBeInTheDocument(), SLOW);
    expect(screen.getByText('10.0.0.1')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('speaks Turkish', async () => {
    serve();
    renderPage('tr');
    expect(await screen.findByLabelText('CSV dosyası', {}, SLOW)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('CSV dosyası'), csv('w.csv', ['Blue Bottle,CardBin,1,']));
    expect(await screen.findByText('Kart BIN 6 ile 8 rakamdır', {}, SLOW)).toBeInTheDocument();
  });
});
