import { File as NodeFile } from 'node:buffer';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { App } from 'antd';
import { BOARDING_ENDPOINTS as E, type ResultOf } from '@portal/contracts';
import { waitLimit, createHandlers, declaredHandlers, enterText, installTimerMessageChannel, renderWithProviders, setupMswServer } from '@portal/testing';
import { BoardingReview } from './BoardingReview';
import { DocumentsPage } from './DocumentsPage';
import { PrecheckFormPage } from './PrecheckFormPage';

installTimerMessageChannel();
jest.setTimeout(60_000);
const SLOW = waitLimit(10_000);
const server = setupMswServer();
afterEach(() => {
  jest.useRealTimers();
  window.sessionStorage.clear();
});

type Precheck = ResultOf<typeof E.precheckForm>;
type Requirements = ResultOf<typeof E.requirements>;
const MERCHANT = '10000000-0000-4000-8000-000000000001';
const DOC = '20000000-0000-4000-8000-000000000001';
const TYPE = '30000000-0000-4000-8000-000000000001';

const draft = (over: Partial<Precheck> = {}): Precheck => ({
  merchantId: MERCHANT, merchantName: 'Nimbus Books Ltd', status: 'Draft', form: { legalEntityName: 'Nimbus' }, rejectReason: null, submittedAt: null,
  reviewedAt: null, reviewedByName: null, updatedAt: null, ...over,
});
const requirement = (over: Partial<Requirements['requirements'][number]> = {}): Requirements['requirements'][number] => ({
  key: `${TYPE}:0`, documentTypeId: TYPE, name: 'Proof of business address', description: 'A utility bill under 3 months old', acceptedFileTypes: ['pdf', 'png', 'jpg'],
  maxBytes: 5242880, director: null, directorName: null, state: 'CurrentlyDue', document: null, ...over,
});
const rejectedDoc = {
  id: DOC, fileName: 'bill.pdf', size: 2048, contentType: 'application/pdf', status: 'Rejected' as const, rejectReason: 'The bill is older than 3 months',
  uploadedAt: '2026-11-20T10:00:00.000Z', uploadedByName: 'Nora Noprocessing', reviewedAt: '2026-11-21T10:00:00.000Z', reviewedByName: 'Tessa Tenant',
};
const requirements = (items = [requirement({ state: 'Rejected', document: rejectedDoc })]): Requirements => ({
  merchantId: MERCHANT, merchantName: 'Nimbus Books Ltd', boardingStage: 'Application', processingStatus: 'NoProcessing', precheckStatus: 'Accepted',
  totalBytes: items.reduce((n, r) => n + (r.document?.size ?? 0), 0), maxTotalBytes: 20971520, requirements: items,
});

describe('the pre-check form (/boarding/precheckform)', () => {
  function serve(first: Precheck = draft(), saveStatus = 200) {
    const saved: unknown[] = [];
    const submits: unknown[] = [];
    server.use(
      ...declaredHandlers(E.precheckForm, () => HttpResponse.json(first)),
      ...declaredHandlers(E.saveDraft, ({ body }) => {
        saved.push(body);
        return saveStatus === 200 ? HttpResponse.json({ ...first, form: body as Precheck['form'] }) : HttpResponse.json({ error: 'The database is away' }, { status: saveStatus });
      }, { checkResponse: false }),
      ...declaredHandlers(E.submit, () => { submits.push(1); return HttpResponse.json({ ...first, status: 'Submitted' }); }),
      ...createHandlers({ userEmail: 'noprocessing@demo.test' }),
    );
    return { saved, submits };
  }
  const open = (language: 'en' | 'tr' = 'en') =>
    renderWithProviders(<App><PrecheckFormPage title="Pre-check form" /></App>, { user: 'noprocessing@demo.test', route: '/boarding/precheckform', language });

  it('saves the draft 800 ms after the merchant stops typing and says "Saved"', async () => {
    jest.useFakeTimers({ advanceTimers: false, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { saved } = serve();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    open();
    const name = await screen.findByRole('textbox', { name: 'Legal entity name' }, SLOW);
    expect(name).toHaveValue('Nimbus');
    await user.type(name, ' Books Ltd');
    expect(saved).toHaveLength(0);
    await act(async () => { await jest.advanceTimersByTimeAsync(800); });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ legalEntityName: 'Nimbus Books Ltd' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('keeps every answer when a save fails, and says so', async () => {
    jest.useFakeTimers({ advanceTimers: false, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    serve(draft(), 500);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    open();
    const number = await screen.findByRole('textbox', { name: 'Registration number' }, SLOW);
    await user.type(number, '0987');
    await act(async () => { await jest.advanceTimersByTimeAsync(800); });
    expect(await screen.findByText(/^Not saved: .*Your answers are kept here/, {}, SLOW)).toBeInTheDocument();
    expect(number).toHaveValue('0987');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('checks the form in the browser before submitting it: nothing is sent while a field is missing', async () => {
    const { submits } = serve();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }, SLOW));
    expect(await screen.findByText('Complete the highlighted fields to submit the form.')).toBeInTheDocument();
    expect(screen.getByText('Choose the legal form')).toBeInTheDocument();
    expect(screen.getByText('Add at least one director')).toBeInTheDocument();
    expect(submits).toHaveLength(0);
  });

  it('starts on the country the server gives and labels the volume and ticket with the currency it keeps', async () => {
    serve(draft({ form: { countryCode: 'TR', registeredAddress: { countryCode: 'TR' }, tradingAddress: { countryCode: 'TR' }, currency: 'TRY' } }));
    open();
    expect(await screen.findByRole('textbox', { name: 'Expected monthly volume (TRY)' }, SLOW)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Average ticket (TRY)' })).toBeInTheDocument();
    // The country of registration and both addresses' countries show the country chosen for the merchant.
    await waitFor(() => expect(screen.getAllByTitle('Türkiye')).toHaveLength(3), SLOW);
  });

  it('shows a rejected form\'s reason, in Turkish too', async () => {
    serve(draft({ status: 'Rejected', rejectReason: 'Sicil numarası bulunamadı' }));
    open('tr');
    expect(await screen.findByText('Formunuz reddedildi: Sicil numarası bulunamadı. Değiştirip yeniden gönderin.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İncelemeye gönder' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tüzel kişilik adı' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Ön kontrol formu' })).toBeInTheDocument();
  });

  it('cannot be changed while under review', async () => {
    serve(draft({ status: 'Submitted' }));
    open();
    expect(await screen.findByText('Your form is under review: it cannot change meanwhile.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Legal entity name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });
});

describe('the documents (/boarding/documents)', () => {
  const open = (language: 'en' | 'tr' = 'en') =>
    renderWithProviders(<App><DocumentsPage title="Documents" /></App>, { user: 'noprocessing@demo.test', route: `/boarding/documents?open=${DOC}`, language });

  it('says why a document was rejected and takes a new file through the upload box, which goes under review', async () => {
    const uploads: string[] = [];
    server.use(
      ...declaredHandlers(E.requirements, () => HttpResponse.json(requirements())),
      ...declaredHandlers(E.upload, async ({ params }) => {
        uploads.push(params.documentTypeId!);
        return HttpResponse.json(requirements([requirement({ state: 'UnderReview', document: { ...rejectedDoc, id: 'new', fileName: 'bill-2.pdf', status: 'UnderReview', rejectReason: null } })]));
      }, { checkResponse: false }),
      ...createHandlers({ userEmail: 'noprocessing@demo.test' }),
    );
    const user = userEvent.setup();
    const { container } = open();
    const card = (await screen.findByText('Rejected: The bill is older than 3 months', {}, SLOW)).closest<HTMLElement>('.ant-card')!;
    expect(within(card).getByText('Rejected: The bill is older than 3 months')).toBeInTheDocument();
    expect(within(card).getByText('Accepted files: PDF, PNG, JPEG, up to 5 MB')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(container.querySelector(`#document-${DOC}`)));
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, new NodeFile(['%PDF-1.4'], 'bill-2.pdf', { type: 'application/pdf' }) as unknown as File);
    expect(await screen.findByRole('heading', { name: 'Under review (1)' }, SLOW)).toBeInTheDocument();
    expect(uploads).toEqual([TYPE]);
  });

  it('refuses in the browser a file the document does not take (the box\'s own message)', async () => {
    server.use(
      ...declaredHandlers(E.requirements, () => HttpResponse.json(requirements([requirement({ acceptedFileTypes: ['pdf'] })]))),
      ...createHandlers({ userEmail: 'noprocessing@demo.test' }),
    );
    const user = userEvent.setup({ applyAccept: false });
    const { container } = open();
    expect(await screen.findByRole('heading', { name: 'Currently due (1)' }, SLOW)).toBeInTheDocument();
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, new NodeFile(['png'], 'bill.png', { type: 'image/png' }) as unknown as File);
    expect(await screen.findByText('File type not allowed bill.png')).toBeInTheDocument();
  });

  it('says until when an accepted copy is valid, and that an expired one is due again with an upload box', async () => {
    const accepted = { ...rejectedDoc, id: 'ok', fileName: 'statement.pdf', status: 'Accepted' as const, rejectReason: null };
    server.use(
      ...declaredHandlers(E.requirements, () => HttpResponse.json(requirements([
        requirement({ key: 'a', name: 'Bank statement', state: 'Accepted', document: accepted, expiresAt: '2027-02-20T10:00:00.000Z' }),
        requirement({ key: 'b', name: 'Certificate of incorporation', state: 'CurrentlyDue', document: { ...accepted, id: 'old' }, expiresAt: '2026-11-01T10:00:00.000Z' }),
      ]))),
      ...createHandlers({ userEmail: 'noprocessing@demo.test' }),
    );
    open();
    const valid = (await screen.findByText(/^Valid until /, {}, SLOW)).closest<HTMLElement>('.ant-card')!;
    expect(within(valid).getByText('Bank statement')).toBeInTheDocument();
    const expired = screen.getByText(/^Expired on .*: upload a current copy$/).closest<HTMLElement>('.ant-card')!;
    expect(within(expired).getByText('Certificate of incorporation')).toBeInTheDocument();
    expect(within(expired).getByRole('group', { name: /Upload a new file/ })).toBeInTheDocument();
    expect(within(valid).queryByRole('group', { name: /Upload a new file/ })).not.toBeInTheDocument();
  });

  it('reads in Turkish', async () => {
    server.use(...declaredHandlers(E.requirements, () => HttpResponse.json(requirements())), ...createHandlers({ userEmail: 'noprocessing@demo.test' }));
    open('tr');
    expect(await screen.findByText('Reddedildi: The bill is older than 3 months', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reddedildi (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Belgeler' })).toBeInTheDocument();
  });
});

describe('the tenant\'s review (the customer\'s Boarding tab)', () => {
  it('rejects a document with the kit\'s reason dialog and accepts a submitted form', async () => {
    const calls: unknown[] = [];
    const underReview = requirement({ state: 'UnderReview', document: { ...rejectedDoc, status: 'UnderReview', rejectReason: null } });
    let review = {
      precheck: draft({ status: 'Submitted', form: {
        legalEntityName: 'Nimbus Books Ltd', legalForm: 'PrivateLimited', expectedMonthlyVolume: 50000, currency: 'EUR', countryCode: 'GB',
        registeredAddress: { line1: '1 Fleet Street', city: 'London', postalCode: 'EC4Y 1AA', countryCode: 'GB' },
      } }),
      requirements: requirements([underReview]),
    };
    server.use(
      ...declaredHandlers(E.review, () => HttpResponse.json(review)),
      ...declaredHandlers(E.reviewDocument, ({ body }) => {
        calls.push(['document', body]);
        review = { ...review, requirements: requirements([requirement({ state: 'Rejected', document: { ...rejectedDoc, rejectReason: (body as { rejectReason: string }).rejectReason } })]) };
        return HttpResponse.json(review);
      }),
      ...declaredHandlers(E.reviewForm, ({ body }) => {
        calls.push(['form', body]);
        review = { ...review, precheck: { ...review.precheck, status: 'Accepted' } };
        return HttpResponse.json(review);
      }),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<App><BoardingReview merchantId={MERCHANT} /></App>, { user: 'tenant@demo.test', route: '/crm/organizations' });
    expect(await screen.findByText('Private limited company', {}, SLOW)).toBeInTheDocument();
    // The stated volume in the currency the form keeps (ADR 0156).
    expect(screen.getByText('50.000,00 EUR')).toBeInTheDocument();
    // The stage and the processing status in words, not as the server's values.
    expect(screen.getByText('Boarding stage: Application · processing status: not processing yet')).toBeInTheDocument();
    // The country by its name, not its code, on its own and in the address.
    expect(screen.getByText('United Kingdom')).toBeInTheDocument();
    expect(screen.getByText('1 Fleet Street, London, EC4Y 1AA, United Kingdom')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject Proof of business address' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await enterText(user, within(dialog).getByRole('textbox'), 'Not in the name of the company');
    await user.click(within(dialog).getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Proof of business address rejected: the merchant is told why', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Rejected: Not in the name of the company')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Pre-check form accepted')).toBeInTheDocument();
    expect(calls).toEqual([['document', { decision: 'Rejected', rejectReason: 'Not in the name of the company' }], ['form', { decision: 'Accepted' }]]);
  });

  it('works from the keyboard: Tab to Accept on a document, Enter accepts it', async () => {
    const calls: unknown[] = [];
    const underReview = requirement({ state: 'UnderReview', document: { ...rejectedDoc, status: 'UnderReview', rejectReason: null } });
    const review = { precheck: draft({ status: 'Accepted' }), requirements: requirements([underReview]) };
    server.use(
      ...declaredHandlers(E.review, () => HttpResponse.json(review)),
      ...declaredHandlers(E.reviewDocument, ({ body }) => {
        calls.push(body);
        return HttpResponse.json({ ...review, requirements: requirements([requirement({ state: 'Accepted', document: { ...rejectedDoc, status: 'Accepted', rejectReason: null } })]) });
      }),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<App><BoardingReview merchantId={MERCHANT} /></App>, { user: 'tenant@demo.test', route: '/crm/organizations' });
    const accept = await screen.findByRole('button', { name: 'Accept Proof of business address' }, SLOW);
    for (let i = 0; i < 10 && document.activeElement !== accept; i += 1) await user.tab();
    expect(accept).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Proof of business address accepted', {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([{ decision: 'Accepted' }]);
  });

  it('says when the customer is not a merchant', async () => {
    server.use(...createHandlers({ userEmail: 'tenant@demo.test' }));
    renderWithProviders(<App><BoardingReview merchantId={null} /></App>, { user: 'tenant@demo.test', route: '/crm/organizations', language: 'tr' });
    expect(await screen.findByText('Bu müşteri bir üye işyerine bağlı değil: incelenecek başvuru yok.', {}, SLOW)).toBeInTheDocument();
  });
});
