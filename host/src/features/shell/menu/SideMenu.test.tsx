import { act, screen, waitFor, within } from '@testing-library/react';
import { portalI18n } from '@portal/i18n';
import { renderApp } from '../../../test-support/render-app';
import { setupMswServer } from '@portal/testing';
import { shellHandlers } from '../../../test-support/shell-handlers';

// The shell's own calls (the bell's notifications, the quick panel) are answered: none fails in the log. The user
// context is in the cache already; its refetch may go unanswered.
setupMswServer(shellHandlers(), { onUnhandledRequest: 'bypass' });

const switchLanguage = (language: 'en' | 'tr') => act(async () => {
  await portalI18n().changeLanguage(language);
});

/** The menu link showing `text` (not getByRole: the accessibility tree of the big menu is slow in jsdom). */
const linkIn = (container: HTMLElement, text: string) => within(container).getByText(text).closest('a');

afterEach(() => switchLanguage('en'));

describe('the main menu in Turkish', () => {
  it('shows item titles, group titles and breadcrumbs in tr after the language is switched', async () => {
    renderApp({ user: 'tenant@demo.test', route: '/crm/settings/countries' });
    const menu = await screen.findByTestId('side-menu');
    await waitFor(() => expect(linkIn(menu, 'Countries')).toHaveAttribute('href', '/crm/settings/countries'));

    await switchLanguage('tr');

    await waitFor(() => expect(linkIn(menu, 'Ülkeler')).toHaveAttribute('href', '/crm/settings/countries'));
    expect(within(menu).queryByText('Countries')).not.toBeInTheDocument();
    expect(within(menu).getByText('Ayarlar')).toBeInTheDocument();
    expect(linkIn(menu, 'Para birimleri')).toHaveAttribute('href', '/crm/settings/currencies');
    const crumbs = screen.getByTestId('breadcrumbs');
    expect(linkIn(crumbs, 'Gösterge paneli')).toHaveAttribute('href', '/crm/dashboard');
    expect(linkIn(crumbs, 'Ayarlar')).toHaveAttribute('href', '/crm/settings');
    expect(within(crumbs).getByText('Ülkeler')).toHaveAttribute('aria-current', 'page');
  });

  it('translates the merchant menu items too', async () => {
    renderApp({ user: 'merchant@demo.test', route: '/merchant/payments/single-payment' });
    const menu = await screen.findByTestId('side-menu');
    await switchLanguage('tr');
    await waitFor(() => expect(linkIn(menu, 'Tekil ödeme')).toHaveAttribute('href', '/merchant/payments/single-payment'));
    expect(within(menu).getByText('Ödemeler')).toBeInTheDocument();
    expect(linkIn(menu, 'Ön kontrol formu')).toHaveAttribute('href', '/boarding/precheckform');
  });
});
