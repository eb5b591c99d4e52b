import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { DOC_PAGE_ENDPOINTS, DOC_PAGES, fakeResourcePage, type ResourceRowOf } from '@portal/contracts';
import { createHandlers, declaredHandlers, DEMO_TENANTS, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { DocumentationPage } from './DocumentationPage';

const { server, SLOW } = pageTestSetup();

type Page = ResourceRowOf<typeof DOC_PAGES>;
const TENANT = DEMO_TENANTS[0]!.id;
const ID = '60000000-0000-4000-8000-000000000001';
const page = (extra: Partial<Page> = {}): Page => ({
  id: ID, tenantId: TENANT, section: 'wiki', title: 'Refunds and approvals', body: '# Refunds\n\nAsk a colleague to approve.', audience: 'staff', version: 2,
  updatedByName: 'Tessa Tenant', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z',
  language: 'en', translationOf: null, translations: [], ...extra,
});
const version = (n: number, body: string, extra: object = {}) => ({
  version: n, section: 'wiki' as const, title: 'Refunds and approvals', audience: 'staff' as const, createdAt: `2026-11-0${n}T10:00:00.000Z`, createdByName: 'Tessa Tenant',
  restoredFrom: null, body, ...extra,
});

/** `rows` answer the list; `others` are reached by id only (another language's page the list leaves out). */
function serve(rows: Page[], user = 'tenant@demo.test', others: Page[] = []) {
  const sent: Array<{ kind: string; body?: unknown; params?: unknown; query?: unknown }> = [];
  const versions = [version(2, '# Refunds\n\nAsk a colleague to approve.'), version(1, '# Refunds\n\nAsk first.')];
  server.use(
    // `rows` are what the server answers for the language asked (a page without a version in it comes in its own).
    ...declaredHandlers(DOC_PAGES.endpoints.list, ({ query: { language, ...query } }) => {
      sent.push({ kind: 'list', query: { language } });
      return HttpResponse.json(fakeResourcePage(DOC_PAGES, rows, query));
    }),
    ...declaredHandlers(DOC_PAGES.endpoints.one, ({ params }) => HttpResponse.json([...rows, ...others].find((r) => r.id === (params as { id: string }).id) ?? rows[0])),
    ...declaredHandlers(DOC_PAGES.endpoints.create, ({ body }) => {
      sent.push({ kind: 'create', body });
      return HttpResponse.json({ error: 'A page titled Getting started exists already in this section: choose another title' }, { status: 400 });
    }),
    ...declaredHandlers(DOC_PAGE_ENDPOINTS.versions, () => HttpResponse.json(versions.map(({ body: _body, ...v }) => v))),
    ...declaredHandlers(DOC_PAGE_ENDPOINTS.version, ({ params }) => HttpResponse.json(versions.find((v) => v.version === Number((params as { version: string }).version))!)),
    ...declaredHandlers(DOC_PAGE_ENDPOINTS.restore, ({ params }) => {
      sent.push({ kind: 'restore', params });
      return HttpResponse.json(page({ version: 3, body: '# Refunds\n\nAsk first.' }));
    }),
    ...createHandlers({ userEmail: user }),
  );
  return sent;
}

/** The dialog or drawer showing `text` (antd's test ids leave dialogs without an accessible name in jsdom). */
const dialogWith = async (text: string) => (await screen.findByText(text, { selector: '.ant-modal-title, .ant-drawer-title' }, SLOW)).closest<HTMLElement>('[role="dialog"]')!;

const render = (user: string, audience: 'staff' | 'merchants', language: 'en' | 'tr' = 'en', route = '/crm/documentation/wiki/details') =>
  renderWithProviders(<App><DocumentationPage section="wiki" audience={audience} title="Wiki" /></App>, { user, route, language });

describe('documentation pages', () => {
  it('previews the Markdown as readers will see it, without scripts or script links; a refused save keeps what was typed', async () => {
    const sent = serve([page()]);
    render('tenant@demo.test', 'staff');
    expect(await screen.findByText('Refunds and approvals', {}, SLOW)).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'New page' }));
    const dialog = await dialogWith('New page');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A page needs a title')).toBeInTheDocument();
    expect(within(dialog).getByText('A page needs some text')).toBeInTheDocument();
    expect(sent.filter((call) => call.kind !== 'list')).toEqual([]);

    await u.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Getting started');
    const text = within(dialog).getByRole('textbox', { name: 'Text (Markdown)' });
    // userEvent reads [ and { as keys: the text is pasted.
    await u.click(text);
    await u.paste('## Welcome\n\n[Click me](javascript:alert(1)) and <script>window.hacked = 1</script> **bold**');
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(within(preview).getByText('bold').tagName).toBe('STRONG');
    expect(within(preview).getByText('Click me').closest('a')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
    expect(preview.querySelector('script')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();

    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A page titled Getting started exists already in this section: choose another title', {}, SLOW)).toBeInTheDocument();
    expect(sent.filter((call) => call.kind !== 'list')).toEqual([{
      kind: 'create', body: { section: 'wiki', title: 'Getting started', body: expect.stringContaining('## Welcome'), audience: 'staff', language: 'en', translationOf: null },
    }]);
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Getting started');
  });

  it('shows a page\'s versions, the changes between two, and restores one after a confirmation', async () => {
    const sent = serve([page()]);
    render('tenant@demo.test', 'staff', 'en', `/crm/documentation/wiki/details?open=${ID}`);
    const drawer = await dialogWith('Refunds and approvals');
    expect(await within(drawer).findByRole('heading', { name: 'Refunds' }, SLOW)).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(within(drawer).getByRole('tab', { name: 'Versions' }));
    const diff = await within(drawer).findByRole('region', { name: 'Changes from version 1 to version 2' }, SLOW);
    expect(within(diff).getByText('Ask first.').closest('del')).not.toBeNull();
    expect(within(diff).getByText('Ask a colleague to approve.').closest('ins')).not.toBeNull();
    expect(within(diff).getByText('# Refunds', { exact: false }).closest('ins, del')).toBeNull();
    await u.click(within(drawer).getByRole('button', { name: 'Restore version 1' }));
    const confirm = await dialogWith('Restore version 1');
    await u.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(sent.filter((call) => call.kind !== 'list')).toEqual([{ kind: 'restore', params: { id: ID, version: 1 } }]), SLOW);
    expect(await screen.findByText('Version 1 restored as version 3', {}, SLOW)).toBeInTheDocument();
  });

  it('reads only for merchants: no New page, Edit, Delete or versions', async () => {
    serve([page({ audience: 'both', title: 'Getting started' })], 'merchant@demo.test');
    render('merchant@demo.test', 'merchants', 'en', `/documentation/wiki/details?open=${ID}`);
    const drawer = await dialogWith('Getting started');
    expect(await within(drawer).findByRole('heading', { name: 'Refunds' }, SLOW)).toBeInTheDocument();
    expect(within(drawer).queryByRole('tab', { name: 'Versions' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New page' })).not.toBeInTheDocument();
    expect(screen.getByText('Guides and answers from your payment provider.')).toBeInTheDocument();
  });

  it('in Turkish: the page, its editor and its preview', async () => {
    serve([page()]);
    render('tenant@demo.test', 'staff', 'tr');
    expect(await screen.findByText('Refunds and approvals', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Ekibinizin bilgisi: burada işlerin nasıl yapıldığı, bir kez yazılmış hâliyle.')).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Yeni sayfa' }));
    const dialog = await dialogWith('Yeni sayfa');
    expect(within(dialog).getByRole('textbox', { name: 'Metin (Markdown)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Önizleme' })).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Bir sayfanın başlığı olmalı')).toBeInTheDocument();
  });

  it("opens in the reader's language, links a page's other languages and translates one into a language it lacks", async () => {
    const TRANSLATED = '60000000-0000-4000-8000-000000000002';
    const ORIGINAL = '60000000-0000-4000-8000-000000000003';
    const sent = serve([
      page({ translations: [] }),
      page({
        id: TRANSLATED, title: 'Başlarken', body: '# Hoş geldiniz', audience: 'both', language: 'tr', translationOf: ORIGINAL,
        translations: [{ id: ORIGINAL, language: 'en', title: 'Getting started' }],
      }),
    ], 'tenant@demo.test', [
      page({ id: ORIGINAL, title: 'Getting started', body: '# Welcome', audience: 'both', translations: [{ id: TRANSLATED, language: 'tr', title: 'Başlarken' }] }),
    ]);
    render('tenant@demo.test', 'staff', 'tr', `/crm/documentation/wiki/details?open=${TRANSLATED}`);
    const drawer = await dialogWith('Başlarken');
    expect(sent.find((call) => call.kind === 'list')).toEqual({ kind: 'list', query: { language: 'tr' } });
    expect(screen.getByRole('button', { name: 'Dil: Türkçe filtresini kaldır' })).toBeInTheDocument();
    // The Turkish page says where its English one is; it lacks no language, so it offers no translation.
    expect(await within(drawer).findByRole('button', { name: 'English: Getting started' }, SLOW)).toHaveAttribute('lang', 'en');
    expect(within(drawer).getByRole('article')).toHaveAttribute('lang', 'tr');
    expect(within(drawer).queryByRole('button', { name: /diline çevir/ })).not.toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(within(drawer).getByRole('button', { name: 'English: Getting started' }));
    const original = await dialogWith('Getting started');
    expect(await within(original).findByRole('heading', { name: 'Welcome' }, SLOW)).toBeInTheDocument();
    expect(within(original).getByRole('article')).toHaveAttribute('lang', 'en');
    await u.click(within(original).getByRole('button', { name: /Close|Kapat/ }));

    // The English page has no Turkish version: an editor translates it, starting from its title and text.
    await u.click(await screen.findByText('Refunds and approvals', {}, SLOW));
    const english = await dialogWith('Refunds and approvals');
    await u.click(await within(english).findByRole('button', { name: 'Türkçe diline çevir' }, SLOW));
    const dialog = await dialogWith('Refunds and approvals sayfasını Türkçe diline çevir');
    expect(within(dialog).getByText('Yazıldığı dil: Türkçe')).toBeInTheDocument();
    const titleBox = within(dialog).getByRole('textbox', { name: 'Başlık' });
    expect(titleBox).toHaveValue('Refunds and approvals');
    // The text box is in the language being written, for screen readers and spell checking.
    expect(within(dialog).getByRole('textbox', { name: 'Metin (Markdown)' })).toHaveAttribute('lang', 'tr');
    await u.clear(titleBox);
    await u.type(titleBox, 'İadeler ve onaylar');
    await u.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(sent.filter((call) => call.kind === 'create')).toEqual([{
      kind: 'create',
      body: { section: 'wiki', title: 'İadeler ve onaylar', body: '# Refunds\n\nAsk a colleague to approve.', audience: 'staff', language: 'tr', translationOf: ID },
    }]), SLOW);
  });
});
