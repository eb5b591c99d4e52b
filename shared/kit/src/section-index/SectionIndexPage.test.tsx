import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@portal/testing';
import { SectionIndexPage } from './SectionIndexPage';

function renderSettings(language: 'en' | 'tr') {
  return renderWithProviders(
    <Routes>
      <Route path="/crm/settings" element={<SectionIndexPage basePath="/crm/settings" title="Settings" />} />
      <Route path="/crm/settings/crm/lead-statuses" element={<h1>lead statuses page</h1>} />
    </Routes>,
    { user: 'tenant@demo.test', route: '/crm/settings', language },
  );
}

describe('a section index page', () => {
  it('lists each page by its name with a line on what it is for; the link opens it', async () => {
    const user = userEvent.setup({ delay: null });
    renderSettings('en');
    const nav = await screen.findByRole('navigation', { name: 'Settings' });
    const link = within(nav).getByRole('link', { name: 'Lead statuses' });
    expect(link).toHaveAccessibleDescription(/lead/i);
    const tile = link.closest('li')!;
    expect(tile).toHaveTextContent(/^Lead statuses.+\.$/);
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'lead statuses page' })).toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    renderSettings('tr');
    const nav = await screen.findByRole('navigation', { name: 'Ayarlar' });
    const link = within(nav).getByRole('link', { name: 'Potansiyel müşteri durumları' });
    const description = document.getElementById(link.getAttribute('aria-describedby')!)!.textContent!;
    expect(description).toMatch(/potansiyel müşteri/i);
    expect(description).not.toBe(link.closest('li')!.textContent);
  });
});
