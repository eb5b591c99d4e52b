import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { createPortalI18n } from '@portal/i18n';
import { PlaceholderPage } from './PlaceholderPage';
import { RemoteErrorPage } from './RemoteErrorPage';

describe('RemoteErrorPage', () => {
  it('names the area and the error and retries', async () => {
    createPortalI18n('en');
    const onRetry = jest.fn();
    const user = userEvent.setup();
    render(<RemoteErrorPage remote="support" error={new Error('Loading script failed')} onRetry={onRetry} />);
    expect(screen.getByText('This area could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('support')).toBeInTheDocument();
    expect(screen.getByText('Loading script failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('reads Unknown error for an error without message, in Turkish too', async () => {
    const i18n = createPortalI18n('en');
    render(<RemoteErrorPage remote="crm" error={{}} onRetry={() => {}} />);
    expect(screen.getByText('Unknown error')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('tr'));
    expect(screen.getByText('Bu alan yüklenemedi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});

describe('PlaceholderPage', () => {
  it('shows the title, the route path and who fills it', () => {
    createPortalI18n('en');
    render(<PlaceholderPage title="Support" path="/merchant/support" filledBy="issue 4" />);
    expect(screen.getByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(screen.getByText('Route: /merchant/support')).toBeInTheDocument();
    expect(screen.getByText('Filled by: issue 4')).toBeInTheDocument();
  });

  it('shows the title in the portal language (the catalogue title is the key)', async () => {
    const i18n = createPortalI18n('tr');
    render(<PlaceholderPage title="Transaction lookup columns" path="/platform/x" filledBy="issue 9" />);
    expect(screen.getByRole('heading', { name: 'İşlem sorgulama sütunları' })).toBeInTheDocument();
    expect(screen.getByText('Sayfa yolu: /platform/x')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Transaction lookup columns' })).toBeInTheDocument();
  });
});
