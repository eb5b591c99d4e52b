import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import {
  CUSTOM_JOBS, fakeResourcePage, isValidCron, JOB_RUNS, RECURRING_JOB_ACTIONS, RECURRING_JOBS, SCHEDULER_MESSAGES, WEBHOOK_ENDPOINTS_RESOURCE, type ResourceRowOf,
} from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { chooseOption, createHandlers, declaredHandlers, DEMO_TENANTS, enterText, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { CustomJobsPage } from './CustomJobsPage';
import { ProcessLogsPage } from './ProcessLogsPage';
import { RecurringJobsPage } from './RecurringJobsPage';

const { server, SLOW } = pageTestSetup();

type Job = ResourceRowOf<typeof RECURRING_JOBS>;
type Run = ResourceRowOf<typeof JOB_RUNS>;
const ACME = DEMO_TENANTS[0]!.id;
const runs = (hour: string) => [1, 2, 3, 4, 5].map((d) => `2026-12-0${d}T${hour}:00.000Z`);

const SYSTEM: Job = {
  id: '00000000-0000-4000-8000-000000000001', jobType: 'DailyReportFiles', name: 'Daily report files', tenantId: null, cron: '15 0 * * *', paused: false,
  missedRunPolicy: 'runOnce', nextRunAt: '2026-12-01T00:15:00.000Z', lastRunAt: '2026-11-30T00:15:00.000Z', lastOutcome: 'Succeeded',
  nextRuns: runs('00:15'), system: true, canChange: false,
};
const CUSTOM: Job = {
  id: '00000000-0000-4000-8000-000000000002', jobType: 'TransactionsExport', name: 'Nightly export', tenantId: ACME, cron: '0 6 * * *', paused: false,
  missedRunPolicy: 'skip', nextRunAt: '2026-12-01T06:00:00.000Z', lastRunAt: null, lastOutcome: null, nextRuns: runs('06:00'), system: false, canChange: true,
};

/** The recurring jobs and their actions as the server answers them (the cron checked with the same rule). */
function serveRecurring() {
  const jobs = [structuredClone(SYSTEM), structuredClone(CUSTOM)];
  const calls: string[] = [];
  const find = (id: string) => jobs.find((j) => j.id === id)!;
  server.use(
    ...declaredHandlers(RECURRING_JOBS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(RECURRING_JOBS, jobs, query))),
    ...declaredHandlers(RECURRING_JOB_ACTIONS.pause, ({ params }) => {
      calls.push(`pause ${params.id}`);
      Object.assign(find(params.id!), { paused: true, nextRunAt: null, nextRuns: [] });
      return HttpResponse.json(find(params.id!));
    }),
    ...declaredHandlers(RECURRING_JOB_ACTIONS.runNow, ({ params }) => { calls.push(`run ${params.id}`); return HttpResponse.json({ runId: 'r1' }); }),
    ...declaredHandlers(RECURRING_JOB_ACTIONS.schedule, ({ params, body }) => {
      const { cron, missedRunPolicy } = body as { cron: string; missedRunPolicy: Job['missedRunPolicy'] };
      calls.push(`schedule ${params.id} ${cron} ${missedRunPolicy}`);
      Object.assign(find(params.id!), { cron, missedRunPolicy });
      return HttpResponse.json(find(params.id!));
    }),
    ...declaredHandlers(RECURRING_JOB_ACTIONS.preview, ({ body }) => {
      const { cron } = body as { cron: string };
      calls.push(`preview ${cron}`);
      return isValidCron(cron) ? HttpResponse.json({ nextRuns: runs('07:30') }) : HttpResponse.json({ error: SCHEDULER_MESSAGES.cron }, { status: 400 });
    }),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return { jobs, calls };
}

function render(page: React.ReactNode, route: string, language: 'en' | 'tr' = 'en', user = 'tenant@demo.test') {
  addRemoteResources(resources);
  const result = renderWithProviders(<App>{page}</App>, { user, route, language });
  return result;
}
function rowOf(name: string): HTMLElement {
  const row = screen.getAllByRole('row').find((r) => r.textContent?.includes(name));
  if (!row) throw new Error(`no row of ${name}`);
  return row;
}
const DATE_TIME = /^\d{2}[./]\d{2}[./]\d{4},? \d{2}:\d{2}/;

describe('RecurringJobsPage', () => {
  it('says each cron in words with its next 5 runs; a system job cannot be changed by tenant staff', async () => {
    serveRecurring();
    render(<RecurringJobsPage title="Scheduler recurring jobs" />, '/crm/settings/scheduler/recurring-jobs');
    expect(await screen.findByText('At 00:15 (UTC)', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('At 06:00 (UTC)')).toBeInTheDocument();
    const system = rowOf('Daily report files');
    expect(within(system).getAllByRole('listitem').map((li) => li.textContent)).toHaveLength(5);
    expect(within(system).getAllByRole('listitem')[0]!.textContent).toMatch(DATE_TIME);
    expect(within(system).getByText('Succeeded')).toBeInTheDocument();
    expect(within(system).getByText('runOnce')).toBeInTheDocument();
    for (const name of ['Pause Daily report files', 'Run Daily report files now', 'Edit the schedule of Daily report files']) {
      const button = within(system).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Only platform staff change a system job');
    }
  });

  it('pauses and runs a custom job now', async () => {
    const { calls } = serveRecurring();
    render(<RecurringJobsPage title="Scheduler recurring jobs" />, '/crm/settings/scheduler/recurring-jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Run Nightly export now' }, SLOW));
    expect(await screen.findByText(SCHEDULER_MESSAGES.runQueued, {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause Nightly export' }));
    expect(await screen.findByText('Nightly export is paused', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Resume Nightly export' }, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([`run ${CUSTOM.id}`, `pause ${CUSTOM.id}`]);
  });

  it('refuses a bad cron in the browser, previews a good one as typed and saves it (keyboard only)', async () => {
    const { calls } = serveRecurring();
    render(<RecurringJobsPage title="Scheduler recurring jobs" />, '/crm/settings/scheduler/recurring-jobs');
    const edit = await screen.findByRole('button', { name: 'Edit the schedule of Nightly export' }, SLOW);
    act(() => edit.focus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const cron = within(dialog).getByLabelText('Cron expression (UTC)');
    await userEvent.clear(cron);
    await userEvent.type(cron, '0 25 * * *');
    expect(await within(dialog).findByText(SCHEDULER_MESSAGES.cron, {}, SLOW)).toBeInTheDocument();
    expect(cron).toHaveAttribute('aria-invalid', 'true');
    act(() => within(dialog).getByRole('button', { name: 'Save' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('schedule'))).toEqual([]);

    await userEvent.clear(cron);
    await userEvent.type(cron, '30 7 * * 1-5');
    expect(await within(dialog).findByText('At 07:30, Monday through Friday (UTC)', {}, SLOW)).toBeInTheDocument();
    const next = await within(dialog).findByRole('list', { name: 'Next 5 runs (your clock)' }, SLOW);
    await waitFor(() => expect(within(next).getAllByRole('listitem')).toHaveLength(5), SLOW);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Run once (one catch-up run)' }));
    act(() => within(dialog).getByRole('button', { name: 'Save' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('The schedule of Nightly export is saved', {}, SLOW)).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('schedule'))).toEqual([`schedule ${CUSTOM.id} 30 7 * * 1-5 runOnce`]);
    expect(calls.filter((c) => c.startsWith('preview'))).not.toContain('preview 0 25 * * *');
  });

  it('speaks Turkish, the cron in words too', async () => {
    serveRecurring();
    render(<RecurringJobsPage title="Scheduler recurring jobs" />, '/crm/settings/scheduler/recurring-jobs', 'tr');
    expect(await screen.findByText('Saat 00:15 (UTC)', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zamanlayıcı: yinelenen işler' })).toBeInTheDocument();
    expect(screen.getByText('Günlük rapor dosyaları')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nightly export işini duraklat' })).toBeEnabled();
  });
});

describe('CustomJobsPage', () => {
  // Tenant staff's page reads the tenant's webhook endpoints for its form (a replay's target): none here.
  const noEndpoints = () =>
    declaredHandlers(WEBHOOK_ENDPOINTS_RESOURCE.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(WEBHOOK_ENDPOINTS_RESOURCE, [], query)));

  it('says how to start when there is no custom job yet', async () => {
    server.use(
      ...declaredHandlers(CUSTOM_JOBS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(CUSTOM_JOBS, [], query))),
      ...noEndpoints(),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    render(<CustomJobsPage title="Scheduler custom jobs" />, '/crm/settings/scheduler/custom-jobs');
    expect(await screen.findByText(/^No custom jobs yet\. Schedule one with "New"/, {}, SLOW)).toBeInTheDocument();
  });

  it('refuses a bad cron in the create dialog and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      ...declaredHandlers(CUSTOM_JOBS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(CUSTOM_JOBS, [], query))),
      ...declaredHandlers(CUSTOM_JOBS.endpoints.create, ({ body }) => { sent.push(body); return HttpResponse.json({}, { status: 500 }); }),
      ...noEndpoints(),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    render(<CustomJobsPage title="Scheduler custom jobs" />, '/crm/settings/scheduler/custom-jobs');
    await userEvent.click(await screen.findByRole('button', { name: /New/ }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await enterText(userEvent, within(dialog).getByLabelText('Name'), 'Morning export');
    const cron = within(dialog).getByLabelText('Cron expression (UTC)');
    await userEvent.clear(cron);
    await enterText(userEvent, cron, 'every day');
    await userEvent.click(within(dialog).getByRole('button', { name: /Save|Create|OK/ }));
    expect(await within(dialog).findAllByText(SCHEDULER_MESSAGES.cron, {}, SLOW)).not.toHaveLength(0);
    expect(sent).toEqual([]);
  });

  /** The custom jobs with a create that records what it is sent, and the tenant's endpoints (a merchant's is not offered). */
  function serveCreate() {
    const sent: Array<Record<string, unknown>> = [];
    const endpoint = (id: string, url: string, merchantId: string | null) => ({
      id, tenantId: ACME, merchantId, url, description: '', eventTypes: ['transaction.captured'], headers: [], enabled: true, disabledReason: null,
      status: 'Delivering', previousSecretExpiresAt: null, lastDeliveryAt: null, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z',
    });
    server.use(
      ...declaredHandlers(CUSTOM_JOBS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(CUSTOM_JOBS, [], query))),
      ...declaredHandlers(WEBHOOK_ENDPOINTS_RESOURCE.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(WEBHOOK_ENDPOINTS_RESOURCE, [
        endpoint('00000000-0000-4000-8000-0000000000e1', 'https://hooks.acme.example/payments', null), endpoint('00000000-0000-4000-8000-0000000000e2', 'https://merchant.example/hook', 'm1'),
      ], query))),
      ...declaredHandlers(CUSTOM_JOBS.endpoints.create, ({ body }) => {
        sent.push(body as Record<string, unknown>);
        return HttpResponse.json({ id: '00000000-0000-4000-8000-0000000000f1', tenantId: ACME, ownerUserId: 'u1', nextRunAt: null, lastRunAt: null, lastOutcome: null, updatedAt: '2026-11-30T10:00:00.000Z', ...(body as object) }, { status: 201 });
      }),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    return sent;
  }

  it("a webhook replay needs the tenant's endpoint and a past date: refused in the form, then sent with them", async () => {
    const sent = serveCreate();
    render(<CustomJobsPage title="Scheduler custom jobs" />, '/crm/settings/scheduler/custom-jobs');
    await userEvent.click(await screen.findByRole('button', { name: /New/ }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await enterText(userEvent, within(dialog).getByLabelText('Name'), 'Replay failures');
    // Each type shows its own parameters: the export its merchants, not a replay's endpoint.
    expect(within(dialog).getByRole('combobox', { name: /^Merchants/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /^Webhook endpoint/ })).not.toBeInTheDocument();
    await chooseOption(userEvent, within(dialog).getByRole('combobox', { name: /^Job type/ }), 'Webhook replay');
    expect(await within(dialog).findByRole('combobox', { name: /^Webhook endpoint/ }, SLOW)).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /^Merchants/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /^Report/ })).not.toBeInTheDocument();
    // Through the type's fields by keyboard, leaving them empty.
    await userEvent.click(within(dialog).getByLabelText(/^Failed deliveries since/));
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.click(within(dialog).getByRole('button', { name: /Save|Create|OK/ }));
    expect(await within(dialog).findByText(SCHEDULER_MESSAGES.endpoint, {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByText(SCHEDULER_MESSAGES.since)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Webhook endpoint/ }));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="https://merchant.example/hook"]')).toBeNull());
    await chooseOption(userEvent, null, 'https://hooks.acme.example/payments');
    // The day picker takes a day typed as the portal writes it, confirmed with Enter.
    const since = within(dialog).getByLabelText(/^Failed deliveries since/);
    await userEvent.type(since, '01/01/2999{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: /Save|Create|OK/ }));
    expect(await within(dialog).findByText(SCHEDULER_MESSAGES.sinceFuture, {}, SLOW)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(since);
    await userEvent.type(since, '01/11/2026{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: /Save|Create|OK/ }));
    await waitFor(() => expect(sent).toHaveLength(1), SLOW);
    expect(sent[0]).toMatchObject({ name: 'Replay failures', jobType: 'WebhookReplay', endpointId: '00000000-0000-4000-8000-0000000000e1', since: '2026-11-01' });
  });

  it('speaks Turkish in the form: a report file by e-mail needs a report and a period', async () => {
    const sent = serveCreate();
    render(<CustomJobsPage title="Scheduler custom jobs" />, '/crm/settings/scheduler/custom-jobs', 'tr');
    expect(await screen.findByText(/^Henüz özel iş yok\. "Yeni" ile bir iş zamanlayın/, {}, SLOW)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Yeni/ }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await enterText(userEvent, within(dialog).getByLabelText('Ad'), 'Haftalık özet');
    await chooseOption(userEvent, within(dialog).getByRole('combobox', { name: /^İş türü/ }), 'E-posta ile rapor dosyası');
    // Through the type's fields by keyboard, leaving them empty.
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Rapor/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: /Kaydet|Oluştur|Tamam/ }));
    expect(await within(dialog).findByText('Gönderilecek raporu seçin', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByText('Raporun kapsadığı dönemi seçin')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await chooseOption(userEvent, within(dialog).getByRole('combobox', { name: /^Rapor/ }), 'İşlem özeti');
    await chooseOption(userEvent, within(dialog).getByRole('combobox', { name: /^Dönem/ }), 'Son 7 gün');
    await userEvent.click(within(dialog).getByRole('button', { name: /Kaydet|Oluştur|Tamam/ }));
    await waitFor(() => expect(sent).toHaveLength(1), SLOW);
    expect(sent[0]).toMatchObject({ jobType: 'ReportFileByEmail', reportId: 'transactions-summary', period: 'lastWeek' });
  });

  it('offers no New to platform staff (a job sends its files to a user of the tenant)', async () => {
    server.use(
      ...declaredHandlers(CUSTOM_JOBS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(CUSTOM_JOBS, [], query))),
      ...createHandlers({ userEmail: 'platform@demo.test' }),
    );
    render(<CustomJobsPage title="Scheduler custom jobs" />, '/crm/settings/scheduler/custom-jobs', 'en', 'platform@demo.test');
    expect(await screen.findByRole('heading', { name: 'Scheduler custom jobs' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /New/ })).not.toBeInTheDocument(), SLOW);
    // A tenant's jobs: the list waits for one, then its empty list names no button it lacks.
    expect(await screen.findByText('Pick a tenant to see its rows.', {}, SLOW)).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('combobox', { name: 'Tenant' }));
    await chooseOption(u, null, DEMO_TENANTS[0]!.name);
    expect(await screen.findByText('No custom jobs yet: tenant staff schedule their own on this page.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New/ })).not.toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    server.use(
      ...declaredHandlers(CUSTOM_JOBS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(CUSTOM_JOBS, [{
        id: CUSTOM.id, tenantId: ACME, ownerUserId: 'u1', name: 'Nightly export', jobType: 'TransactionsExport', cron: '0 6 * * *', missedRunPolicy: 'skip',
        merchantIds: [], paused: true, nextRunAt: null, lastRunAt: null, lastOutcome: null, updatedAt: '2026-11-30T10:00:00.000Z',
      }], query))),
      ...noEndpoints(),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    render(<CustomJobsPage title="Scheduler custom jobs" />, '/crm/settings/scheduler/custom-jobs', 'tr');
    expect(await screen.findByText('Saat 06:00 (UTC)', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Tüm üye işyerleri')).toBeInTheDocument();
    expect(screen.getAllByText('Duraklatıldı').length).toBeGreaterThan(0);
  });
});

describe('ProcessLogsPage', () => {
  const failed: Run = {
    id: '00000000-0000-4000-8000-000000000009', jobId: CUSTOM.id, jobName: 'Nightly export', jobType: 'TransactionsExport', tenantId: ACME,
    trigger: 'catch-up', outcome: 'Failed', queuedAt: '2026-11-30T06:00:00.000Z', startedAt: '2026-11-30T06:00:01.000Z', endedAt: '2026-11-30T06:00:03.500Z',
    durationMs: 2500, error: 'The job has no owner to send the file to', outputFiles: [],
  };
  // A system job's run: its stored name is the catalogue's English one.
  const daily: Run = {
    ...failed, id: '00000000-0000-4000-8000-00000000000a', jobId: '00000000-0000-4000-8000-00000000000b', jobName: 'Daily report files',
    jobType: 'DailyReportFiles', tenantId: null, trigger: 'schedule', outcome: 'Succeeded', error: null,
  };
  function serveRuns() {
    server.use(
      ...declaredHandlers(JOB_RUNS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(JOB_RUNS, [failed, daily], query))),
      ...declaredHandlers(JOB_RUNS.endpoints.one, () => HttpResponse.json({
        ...failed, logLines: [{ at: '2026-11-30T06:00:03.000Z', level: 'error', text: 'The job has no owner to send the file to' }],
      })),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
  }

  it("lists runs with their duration and outcome, and opens a run's log lines and error", async () => {
    serveRuns();
    render(<ProcessLogsPage title="Scheduler process logs" />, '/crm/settings/scheduler/process-logs');
    const row = await waitFor(() => rowOf('Nightly export'), SLOW);
    expect(within(row).getByText('2,5 s')).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('catch-up')).toBeInTheDocument();
    await userEvent.click(within(row).getByText('Nightly export'));
    const drawer = await screen.findByRole('dialog', {}, SLOW);
    const lines = await within(drawer).findByRole('list', { name: 'Log lines' }, SLOW);
    expect(within(lines).getByText(/ERROR The job has no owner to send the file to/)).toBeInTheDocument();
    expect(within(drawer).getByTestId('run-error')).toHaveTextContent('The job has no owner to send the file to');
    expect(within(drawer).getByText('No files')).toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    serveRuns();
    render(<ProcessLogsPage title="Scheduler process logs" />, '/crm/settings/scheduler/process-logs', 'tr');
    expect(await screen.findByRole('heading', { name: 'Zamanlayıcı: işlem günlükleri' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Başarısız', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Telafi')).toBeInTheDocument();
    // A system job reads as on the recurring jobs page; a custom job keeps the name its tenant gave it.
    expect(screen.getByText('Günlük rapor dosyaları')).toBeInTheDocument();
    expect(screen.queryByText('Daily report files')).not.toBeInTheDocument();
    expect(screen.getByText('Nightly export')).toBeInTheDocument();
  });
});
