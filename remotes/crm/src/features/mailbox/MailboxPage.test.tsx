import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { DEV_MAILBOX, DEV_MAILBOX_OFF_MESSAGE, fakeResourcePage, type DevMail } from '@portal/contracts';
import { addRemoteResources, type Language } from '@portal/i18n';
import { declaredHandlers, renderWithProviders, setupMswServer } from '@portal/testing';
import { resources } from '../../i18n';
import { MailboxPage } from './MailboxPage';

jest.setTimeout(30_000);
const server = setupMswServer();
// A list remembers its filters for the session (coming back to the page): each test starts without them.
beforeEach(() => window.sessionStorage.clear());

const LINK = 'http://localhost:8080/Identity/Account/ConfirmEmail?token=abc';
const MAILS: DevMail[] = [
  { id: 'm1', to: 'first@example.test', subject: 'Confirm your e-mail address', text: `Follow this link within 24 hours: ${LINK}`, link: LINK, sentAt: '2025-07-01T08:00:00Z' },
  { id: 'm2', to: 'ops@acquirer.test', subject: 'You are invited to ticket #12', text: 'Read its comments here: https://portal.test/t/12.', link: 'https://portal.test/t/12', sentAt: '2025-07-02T09:30:05Z' },
];

function serve(answer: 'mails' | 'off' = 'mails') {
  server.use(
    ...declaredHandlers(DEV_MAILBOX.endpoints.list, ({ query }) => (answer === 'off'
      ? HttpResponse.json({ error: DEV_MAILBOX_OFF_MESSAGE }, { status: 404 })
      : HttpResponse.json(fakeResourcePage(DEV_MAILBOX, MAILS, query) as never))),
    ...declaredHandlers(DEV_MAILBOX.endpoints.one, ({ params }) => HttpResponse.json(MAILS.find((m) => m.id === params.id) as never)),
  );
}

/** The page as platform@ sees it, with this remote's texts loaded as the host loads them. */
function renderMailbox({ title = 'Mailbox', route = '/', language = 'en' as Language } = {}) {
  addRemoteResources(resources);
  return renderWithProviders(<MailboxPage title={title} />, { user: 'platform@demo.test', route, language });
}

const rows = () => screen.queryAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 1);

describe('development mailbox', () => {
  it("lists the sent mail newest first on the profile's clock; a row opens the message with its links in new tabs", async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderMailbox();
    await waitFor(() => expect(rows()).toHaveLength(2));
    // Newest first; 09:30:05 UTC is 10:30:05 in London (the demo profile's zone).
    expect(rows()[0]).toHaveTextContent('ops@acquirer.test');
    expect(rows()[0]).toHaveTextContent('02/07/2025 10:30:05');
    expect(rows()[1]).toHaveTextContent('Confirm your e-mail address');

    await user.click(within(rows()[1]!).getByText('first@example.test'));
    const drawer = await screen.findByRole('dialog');
    const text = within(drawer).getByTestId('mail-text');
    expect(text).toHaveTextContent(`Follow this link within 24 hours: ${LINK}`);
    const inText = within(text).getByRole('link', { name: LINK });
    expect(inText).toHaveAttribute('href', LINK);
    expect(inText).toHaveAttribute('target', '_blank');
    expect(inText).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(drawer).getByRole('link', { name: 'Open the link in a new tab' })).toHaveAttribute('href', LINK);
  });

  it('turns only web addresses into links and keeps a sentence\'s full stop out of them', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderMailbox({ route: '/?open=m2' });
    const drawer = await screen.findByRole('dialog');
    expect(within(await within(drawer).findByTestId('mail-text')).getByRole('link')).toHaveAttribute('href', 'https://portal.test/t/12');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('finds mail by recipient', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderMailbox();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('searchbox', { name: 'Recipient' }));
    await user.paste('acquirer');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('ops@acquirer.test');
  });

  it('says why it is empty when the backend keeps no mail', async () => {
    serve('off');
    renderMailbox();
    expect(await screen.findByRole('alert')).toHaveTextContent(DEV_MAILBOX_OFF_MESSAGE);
  });

  it('speaks Turkish', async () => {
    serve();
    renderMailbox({ title: 'Posta kutusu', language: 'tr' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    for (const name of ['Alıcı', 'Gönderilme (Europe/London)', 'Konu']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Alıcı' })).toBeInTheDocument();
    expect(screen.getByText(/Bu arka ucun gönderdiği e-postalar/)).toBeInTheDocument();
  });
});
