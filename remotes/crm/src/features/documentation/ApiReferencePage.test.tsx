import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { API_REFERENCE_ENDPOINTS, type ResultOf } from '@portal/contracts';
import { chooseOption, createHandlers, declaredHandlers, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { ApiReferencePage } from './ApiReferencePage';

const { server, SLOW } = pageTestSetup();

type Reference = ResultOf<typeof API_REFERENCE_ENDPOINTS.reference>;
const operation = (method: string, path: string, summary: string): Reference['operations'][number] => ({
  id: `${method} ${path}`, method, path, summary, access: 'User types: crm, merchant. Needs one of: Merchant.Documentation.View.',
  parameters: [{ name: 'pageIndex', in: 'query', type: 'integer', required: true, description: '' }],
  requestFields: method === 'GET' ? [] : [{ name: 'title', type: 'string', required: true, description: '' }],
  responseStatus: '200', responseFields: [{ name: 'data[].title', type: 'string', required: true, description: '' }],
  exampleRequest: `curl -X ${method} 'http://localhost:8080${path}' \\\n  -H 'Authorization: Bearer sk_test_...'`, exampleBody: null,
});
const reference = (tag: string): Reference => ({
  title: 'Payments portal API', version: '0.1.0', keyPrefix: 'sk_test_...',
  tags: [{ name: 'Documentation', operations: 1 }, { name: 'Transactions', operations: 1 }], tag,
  operations: tag === 'Documentation'
    ? [operation('GET', '/svc/merchant/api/v1/documentation/pages', 'List documentation pages')]
    : [operation('GET', '/svc/merchant/api/v1/transactions', 'Search transactions')],
});

function serve() {
  const asked: Array<string | undefined> = [];
  server.use(
    ...declaredHandlers(API_REFERENCE_ENDPOINTS.reference, ({ query }) => {
      const tag = (query as { tag?: string }).tag;
      asked.push(tag);
      return HttpResponse.json(reference(tag ?? 'Documentation'));
    }),
    ...createHandlers({ userEmail: 'merchant@demo.test' }),
  );
  return asked;
}

describe('API references', () => {
  it('shows the generated operations of one area with their fields and an example with the Test key prefix; another area on request', async () => {
    const asked = serve();
    renderWithProviders(<App><ApiReferencePage title="API references" /></App>, { user: 'merchant@demo.test', route: '/documentation/api-references/details' });
    expect(await screen.findByText('/svc/merchant/api/v1/documentation/pages', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Examples use your Test key\'s prefix: sk_test_.... Never share a Live key.')).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: /List documentation pages/ }));
    expect(await screen.findByRole('table', { name: 'Parameters' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Response 200' })).toHaveTextContent('data[].title');
    expect(screen.getByText(/Authorization: Bearer sk_test_\.\.\./)).toBeInTheDocument();

    await chooseOption(u, screen.getByRole('combobox', { name: 'Area' }), 'Transactions (calls: 1)');
    expect(await screen.findByText('/svc/merchant/api/v1/transactions', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual([undefined, 'Transactions']));
  });

  it('in Turkish', async () => {
    serve();
    renderWithProviders(<App><ApiReferencePage title="API references" /></App>, { user: 'merchant@demo.test', route: '/documentation/api-references/details', language: 'tr' });
    expect(await screen.findByText('/svc/merchant/api/v1/documentation/pages', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Portal API\'sinde yapabileceğiniz her çağrı, sunucunun kendi OpenAPI belgesinden üretildi.')).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: /List documentation pages/ }));
    expect(await screen.findByRole('table', { name: 'Parametreler' }, SLOW)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Parametreler' })).getByText('Evet')).toBeInTheDocument();
  });
});
