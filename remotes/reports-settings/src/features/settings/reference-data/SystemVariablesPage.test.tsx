import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { SYSTEM_VARIABLE_CATALOGUE, SYSTEM_VARIABLES, fakeResourcePage, type ResourceRowOf } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, declaredHandlers, installTimerMessageChannel, renderWithProviders, setupMswServer } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { REFERENCE_DATA_DECLARATIONS } from './reference-data-pages';
import { SettingsListPage } from './SettingsListPage';

installTimerMessageChannel();
jest.setTimeout(40_000);

const server = setupMswServer();
afterEach(() => window.sessionStorage.clear());

type SystemVariable = ResourceRowOf<typeof SYSTEM_VARIABLES>;

/** The platform's variables as the seed writes them (contracts' catalogue), their words in English. */
function serve() {
  const rows: SystemVariable[] = SYSTEM_VARIABLE_CATALOGUE.map((v) => ({ ...v, id: v.key, updatedAt: '2026-12-01T10:00:00.000Z' }));
  const bodies: unknown[] = [];
  server.use(
    ...declaredHandlers(SYSTEM_VARIABLES.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(SYSTEM_VARIABLES, rows, query))),
    ...declaredHandlers(SYSTEM_VARIABLES.endpoints.update, ({ params, body }) => {
      bodies.push(body);
      return HttpResponse.json({ ...rows.find((r) => r.id === params.id)!, ...(body as object) });
    }),
    ...createHandlers({ userEmail: 'platform@demo.test' }),
  );
  return bodies;
}

describe('system variables', () => {
  it('read in Turkish: the group, the value and its unit, the range, the description and why a value is refused', async () => {
    const bodies = serve();
    const user = userEvent.setup();
    addRemoteResources(resources);
    renderWithProviders(
      <App><SettingsListPage declaration={REFERENCE_DATA_DECLARATIONS.systemVariables as never} title="Sistem değişkenleri" /></App>,
      { user: 'platform@demo.test', route: '/platform/settings/systemvariables', language: 'tr' },
    );
    const lockout = (await screen.findByRole('cell', { name: 'security.maxFailedSignIns' })).closest('tr')!;
    expect(within(lockout).getByRole('cell', { name: 'Güvenlik' })).toBeInTheDocument();
    expect(within(lockout).getByRole('cell', { name: '5 deneme' })).toBeInTheDocument();
    // Whole numbers as Turkish writes them.
    const exportRows = screen.getByRole('cell', { name: 'limits.exportMaxRows' }).closest('tr')!;
    expect(within(exportRows).getByRole('cell', { name: '100.000 satır' })).toBeInTheDocument();
    expect(within(exportRows).getByRole('cell', { name: '1.000 – 1.000.000' })).toBeInTheDocument();
    expect(within(lockout).getByRole('cell', { name: 'Bir hesap bir süre kilitlenmeden önce arka arkaya girilebilecek hatalı parola sayısı' })).toBeInTheDocument();
    expect(screen.queryByText('Failed passwords in a row before an account is locked for a while')).not.toBeInTheDocument();

    await user.click(within(lockout).getByRole('button', { name: /düzenle/ }));
    const dialog = await screen.findByRole('dialog');
    const value = within(dialog).getByRole('textbox', { name: 'Değer (deneme)' });
    await user.clear(value);
    await user.type(value, '2');
    await user.tab();
    expect(await within(dialog).findByText('Değer en az 3 olmalıdır')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
