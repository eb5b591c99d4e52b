import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApiClient, resetApiClient } from '@portal/api-client';
import { DEFAULT_SERVICE_BASES } from '@portal/contracts';
import { portalI18n } from '@portal/i18n';
import type { FieldDefinition, FieldFormValues } from './field-definition';
import { FieldList } from './FieldList';
import { useFieldForm } from './use-field-form';
import { chooseOption } from '@portal/testing';

// rc-select schedules through MessageChannel, which jest-fixed-jsdom lacks: a timer does the same job.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessageChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  }
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = TimerMessageChannel;
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureApiClient({ services: DEFAULT_SERVICE_BASES, getAccessToken: () => 't', getUserType: () => 'crm', getMode: () => 'Live' }));
afterEach(async () => {
  server.resetHandlers();
  resetApiClient();
  await act(() => portalI18n().changeLanguage('en'));
});
afterAll(() => server.close());

const SEARCH: FieldDefinition = { name: 'search', label: 'Search', type: 'button' };

function Form({ fields, onSubmit, onButton, layout }: { fields: FieldDefinition[]; onSubmit(values: FieldFormValues): void; onButton?(name: string): void; layout?: 'inline' }) {
  const form = useFieldForm({ fields, onSubmit: (values) => onSubmit(values) });
  return <FieldList form={form} fields={fields} onButton={onButton} layout={layout} />;
}

function renderForm(fields: FieldDefinition[], extra: { onButton?(name: string): void } = {}) {
  const onSubmit = jest.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // No timer between keys: antd re-renders the form per key, and a busy machine makes timers slow.
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={client}>
      <Form fields={[...fields, SEARCH]} onSubmit={onSubmit} onButton={extra.onButton} />
    </QueryClientProvider>,
  );
  const submit = async () => {
    await user.click(screen.getByRole('button', { name: 'Search' }));
  };
  return { user, onSubmit, submit };
}

/** Clicks the visible item of an open list (rc-select's role=option list is a hidden copy for screen readers). */
async function clickItem(user: ReturnType<typeof userEvent.setup>, name: string) {
  await chooseOption(user, null, name);
}

/** Types a whole date into a picker at once and confirms it with Enter (one render, not one per key). */
function enterDate(input: HTMLElement, text: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

async function pickOption(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, name: string) {
  await user.click(combobox);
  await clickItem(user, name);
}

describe('FieldList with the editor registry', () => {
  it('input: types, caps at the input type max length, shows a required error once touched, sanitises on submit', async () => {
    const { user, onSubmit, submit } = renderForm([
      { name: 'email', label: 'Customer e-mail', type: 'input', inputType: 'email', validations: [{ name: 'required', message: 'Enter an e-mail' }] },
      { name: 'note', label: 'Note', type: 'input' },
    ]);
    const email = screen.getByRole('textbox', { name: 'Customer e-mail' });
    expect(email).toHaveAttribute('maxlength', '254');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAttribute('maxlength', '1000');
    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Enter an e-mail')).toBeInTheDocument();
    await user.type(email, 'A B@X.IO');
    expect(email).toHaveValue('ab@x.io');
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.paste('<b onclick="x()">hi</b>');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'ab@x.io', note: '&lt;b &gt;hi&lt;/b&gt;' }));
  });

  it('input: Enter in a text box submits', async () => {
    const { user, onSubmit } = renderForm([{ name: 'externalId', label: 'External id', type: 'input' }]);
    await user.type(screen.getByRole('textbox', { name: 'External id' }), 'TX-1{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ externalId: 'TX-1' }));
  });

  it('input of type number ignores the mouse wheel', async () => {
    const { user } = renderForm([{ name: 'amount', label: 'Amount', type: 'input', inputType: 'number' }]);
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    await user.type(amount, '12');
    // The wheel blurs the box, and the blur validates the form (a promise): act waits for that update too.
    await act(async () => {
      amount.dispatchEvent(new WheelEvent('wheel', { bubbles: true, deltaY: -100 }));
    });
    expect(amount).not.toHaveFocus();
    expect(amount).toHaveValue(12);
  });

  it('input of type decimal and digits: comma to point, digits rules from the validations', async () => {
    const { user, onSubmit, submit } = renderForm([
      { name: 'amount', label: 'Amount', type: 'input', inputType: 'decimal' },
      {
        name: 'installments',
        label: 'Installments',
        type: 'input',
        inputType: 'digits',
        validations: [{ name: 'min', value: 2, message: 'At least 2' }, { name: 'max', value: 12, message: 'At most 12' }],
      },
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '2,x5');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('2.5');
    const installments = screen.getByRole('textbox', { name: 'Installments' });
    await user.type(installments, '1a5');
    expect(installments).toHaveValue('1');
    await user.tab();
    expect(installments).toHaveValue('2');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ amount: '2.5', installments: '2' }));
  });

  it('input of type percentage and card: percentage rules, card masked on blur', async () => {
    const { user, onSubmit, submit } = renderForm([
      { name: 'fee', label: 'Fee', type: 'input', inputType: 'percentage' },
      { name: 'pan', label: 'Card number', type: 'input', inputType: 'card' },
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Fee' }), '.0012.3');
    expect(screen.getByRole('textbox', { name: 'Fee' })).toHaveValue('01.3');
    const pan = screen.getByRole('textbox', { name: 'Card number' });
    await user.click(pan);
    await user.paste('4111 1111 1111 1111');
    await user.tab();
    expect(pan).toHaveValue('411111******1111');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ fee: '01.3', pan: '4111111111111111' }));
  });

  it('select: keeps the picked option id', async () => {
    const { user, onSubmit, submit } = renderForm([
      { name: 'status', label: 'Status', type: 'select', options: [{ id: 'Captured', name: 'Captured' }, { id: 'Declined', name: 'Declined' }] },
    ]);
    await pickOption(user, screen.getByRole('combobox', { name: 'Status' }), 'Declined');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ status: 'Declined' }));
  });

  it('shownWhen: a field shows, and its rules hold, only while the other values say so', async () => {
    const kind: FieldDefinition = { name: 'kind', label: 'Kind', type: 'select', options: [{ id: 'replay', name: 'Replay' }, { id: 'export', name: 'Export' }] };
    const endpoint: FieldDefinition = {
      name: 'endpoint', label: 'Endpoint', type: 'input', shownWhen: (values) => values.kind === 'replay',
      validations: [{ name: 'required', message: 'Pick the endpoint' }],
    };
    const { user, onSubmit, submit } = renderForm([kind, endpoint]);
    expect(screen.queryByRole('textbox', { name: /Endpoint/ })).not.toBeInTheDocument();
    await pickOption(user, screen.getByRole('combobox', { name: 'Kind' }), 'Replay');
    expect(await screen.findByRole('textbox', { name: /Endpoint/ })).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Pick the endpoint')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await pickOption(user, screen.getByRole('combobox', { name: 'Kind' }), 'Export');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Endpoint/ })).not.toBeInTheDocument());
    await submit();
    // Hidden, its rule no longer holds.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ kind: 'export' });
  });

  it('selectAutoComplete: filters the options as the user types', async () => {
    const { user, onSubmit, submit } = renderForm([
      { name: 'currency', label: 'Currency', type: 'selectAutoComplete', options: [{ id: 1, name: 'EUR' }, { id: 2, name: 'GBP' }, { id: 3, name: 'TRY' }] },
    ]);
    const combobox = screen.getByRole('combobox', { name: 'Currency' });
    await user.click(combobox);
    await user.type(combobox, 'gb');
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1));
    await clickItem(user, 'GBP');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ currency: 2 }));
  });

  it('multiSelectAutoComplete: keeps several ids and disables the rest at maxSelected', async () => {
    const { user, onSubmit, submit } = renderForm([
      {
        name: 'methods',
        label: 'Payment method',
        type: 'multiSelectAutoComplete',
        options: [{ id: 'card', name: 'Card' }, { id: 'sepa', name: 'SEPA' }, { id: 'wallet', name: 'Wallet' }],
        multiSelectOptions: { maxSelected: 2 },
      },
    ]);
    const combobox = screen.getByRole('combobox', { name: 'Payment method' });
    await pickOption(user, combobox, 'Card');
    await clickItem(user, 'Wallet');
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="SEPA"]')).toHaveClass('ant-select-item-option-disabled'));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ methods: ['card', 'wallet'] }));
  });

  it('selectWithApi: reads its options through the api client', async () => {
    let auth = '';
    server.use(
      http.get('*/svc/merchant/api/v1/crm/lookups/websites', ({ request }) => {
        auth = request.headers.get('Authorization') ?? '';
        expect(new URL(request.url).searchParams.get('merchantId')).toBe('7');
        return HttpResponse.json([{ websiteId: 11, url: 'shop.example' }, { websiteId: 12, url: 'blue.example' }]);
      }),
    );
    const { user, onSubmit, submit } = renderForm([
      { name: 'website', label: 'Website', type: 'selectWithApi', api: { path: 'lookups/websites', query: { merchantId: 7 }, idKey: 'websiteId', nameKey: 'url' } },
    ]);
    await pickOption(user, screen.getByRole('combobox', { name: 'Website' }), 'blue.example');
    expect(auth).toBe('Bearer t');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ website: 12 }));
  });

  it('selectWithApi: says when the options could not be loaded', async () => {
    server.use(http.get('*/svc/merchant/api/v1/crm/lookups/providers', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { user } = renderForm([{ name: 'provider', label: 'Service provider', type: 'selectWithApi', api: 'lookups/providers' }]);
    await user.click(screen.getByRole('combobox', { name: 'Service provider' }));
    expect(await screen.findByText('The options could not be loaded')).toBeInTheDocument();
  });

  it('radiobutton: keeps the chosen option (its file comes with the first radio field drawn)', async () => {
    const { user, onSubmit, submit } = renderForm([
      { name: 'mode', label: 'Mode', type: 'radiobutton', value: 'Live', options: [{ id: 'Live', name: 'Live' }, { id: 'Test', name: 'Test' }] },
    ]);
    const group = await screen.findByRole('radiogroup', { name: 'Mode' });
    expect(within(group).getByRole('radio', { name: 'Live' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Test' }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ mode: 'Test' }));
  });

  it('checkbox: one box holds true/false, a group holds the checked ids', async () => {
    const { user, onSubmit, submit } = renderForm([
      { name: 'refundable', label: 'Refundable only', type: 'checkbox' },
      { name: 'types', label: 'Type', type: 'checkbox', options: [{ id: 'sale', name: 'Sale' }, { id: 'refund', name: 'Refund' }] },
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Refundable only' }));
    await user.click(within(screen.getByRole('group', { name: 'Type' })).getByRole('checkbox', { name: 'Refund' }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ refundable: true, types: ['refund'] }));
  });

  it('date: a day at noon UTC, or a UTC date-time with showTimePicker', async () => {
    const { onSubmit, submit } = renderForm([
      { name: 'day', label: 'Settlement day', type: 'date', placeholder: 'Day' },
      { name: 'at', label: 'Scheduled at', type: 'date', showTimePicker: true, placeholder: 'At' },
    ]);
    enterDate(screen.getByPlaceholderText('Day'), '15/03/2024');
    enterDate(screen.getByPlaceholderText('At'), '16/03/2024 09:35');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ day: '2024-03-15T12:00:00.000Z', at: new Date(2024, 2, 16, 9, 35).toISOString() }));
  });

  it('dateRangePicker: writes start and end keys, and refuses a span over maxDaysSelected with its number', async () => {
    const { onSubmit, submit } = renderForm([
      { name: 'created', label: 'Created', type: 'dateRangePicker', startDateName: 'from', endDateName: 'to', maxDaysSelected: 7, ranges: ['today', 'last7Days'] },
    ]);
    const start = screen.getByPlaceholderText('Start date');
    enterDate(start, '01/03/2024');
    expect(screen.getByText('Today')).toBeInTheDocument();
    expect(screen.getByText('Last 7 days')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Created: End date' })).toHaveAttribute('placeholder', 'End date');
    enterDate(screen.getByPlaceholderText('End date'), '07/03/2024');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ from: '2024-03-01T12:00:00.000Z', to: '2024-03-07T12:00:00.000Z' }));
  });

  it('dateRangePicker: a restored range longer than maxDaysSelected shows the error and does not submit', async () => {
    const onSubmit = jest.fn();
    const fields: FieldDefinition[] = [
      { name: 'created', label: 'Created', type: 'dateRangePicker', maxDaysSelected: 31, value: ['2024-01-01T12:00:00.000Z', '2024-03-01T12:00:00.000Z'] },
      SEARCH,
    ];
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Form fields={fields} onSubmit={onSubmit} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Pick at most 31 days')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await act(() => portalI18n().changeLanguage('tr'));
    expect(await screen.findByText('En fazla 31 gün seçin')).toBeInTheDocument();
  });

  it('button: submit, reset, or a plain button the owner handles', async () => {
    const onButton = jest.fn();
    const { user, onSubmit } = renderForm(
      [
        { name: 'q', label: 'Query', type: 'input', value: 'first' },
        { name: 'clear', label: 'Reset', type: 'button', inputType: 'reset' },
        { name: 'save', label: 'Save filter', type: 'button', inputType: 'button' },
      ],
      { onButton },
    );
    const query = screen.getByRole('textbox', { name: 'Query' });
    await user.clear(query);
    await user.type(query, 'second');
    await user.click(screen.getByRole('button', { name: 'Save filter' }));
    expect(onButton).toHaveBeenCalledWith('save', { q: 'second' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(query).toHaveValue('first');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
