import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/testing';
import { ModeSwitch } from './ModeSwitch';
import type { SystemModeControl } from './use-system-mode';

const control = (over: Partial<SystemModeControl>): SystemModeControl => ({ visible: true, disabled: false, mode: 'Live', change: jest.fn(), ...over });

describe('the mode in the top bar', () => {
  it('names the current mode beside the switch; narrow screens hide only the other one', () => {
    renderWithProviders(<ModeSwitch control={control({ mode: 'Test' })} />);
    expect(screen.getByTestId('mode-label-test')).toHaveTextContent('Test');
    expect(screen.getByTestId('mode-label-test')).not.toHaveClass('portal-hide-narrow');
    expect(screen.getByTestId('mode-label-live')).toHaveClass('portal-hide-narrow');
  });

  it('in Live the Live label stays at every width', () => {
    renderWithProviders(<ModeSwitch control={control({ mode: 'Live' })} />, { language: 'tr' });
    expect(screen.getByTestId('mode-label-live')).toHaveTextContent('Canlı');
    expect(screen.getByTestId('mode-label-live')).not.toHaveClass('portal-hide-narrow');
    expect(screen.getByTestId('mode-label-test')).toHaveClass('portal-hide-narrow');
  });

  it('users without the switch (tenant, platform, NoProcessing merchants) see the mode they act in, read-only', () => {
    const { unmount } = renderWithProviders(<ModeSwitch control={control({ visible: false, disabled: true, mode: 'Test' })} />);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mode-switch')).not.toBeInTheDocument();
    expect(screen.getByTestId('mode-indicator')).toHaveTextContent('Test mode');
    unmount();
    renderWithProviders(<ModeSwitch control={control({ visible: false, disabled: true, mode: 'Live' })} />, { language: 'tr' });
    expect(screen.getByTestId('mode-indicator')).toHaveTextContent('Canlı mod');
  });
});

describe('the disabled switch of a SandboxEnabled merchant', () => {
  const reason = 'This merchant is enabled for sandbox processing only, so the portal stays in Test mode';

  it('says why it is disabled: as the switch description and as a tooltip', async () => {
    renderWithProviders(<ModeSwitch control={control({ mode: 'Test', disabled: true })} />);
    const toggle = screen.getByRole('switch', { name: 'Live mode' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(reason);
    const wrapper = screen.getByTestId('mode-switch-disabled-reason');
    expect(wrapper).toHaveAttribute('tabindex', '0');
    fireEvent.mouseEnter(wrapper);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(reason));
  });

  it('an enabled switch has no such description', () => {
    renderWithProviders(<ModeSwitch control={control({ mode: 'Live' })} />);
    expect(screen.getByRole('switch', { name: 'Live mode' })).not.toHaveAccessibleDescription();
    expect(screen.queryByTestId('mode-switch-disabled-reason')).not.toBeInTheDocument();
  });
});
