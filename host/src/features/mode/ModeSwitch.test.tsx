import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/testing';
import { ModeSwitch } from './ModeSwitch';
import type { SystemModeControl } from './use-system-mode';

const control = (over: Partial<SystemModeControl>): SystemModeControl => ({ visible: true, disabled: false, mode: 'Live', change: jest.fn(), ...over });

describe('the Test-mode marker', () => {
  it('stays in the header while in Test mode, in en and tr', () => {
    const { unmount } = renderWithProviders(<ModeSwitch control={control({ mode: 'Test' })} />);
    expect(screen.getByTestId('test-mode-marker')).toHaveTextContent('Test mode');
    unmount();
    renderWithProviders(<ModeSwitch control={control({ mode: 'Test' })} />, { language: 'tr' });
    expect(screen.getByTestId('test-mode-marker')).toHaveTextContent('Test modu');
  });

  it('is not there in Live mode', () => {
    renderWithProviders(<ModeSwitch control={control({ mode: 'Live' })} />);
    expect(screen.queryByTestId('test-mode-marker')).not.toBeInTheDocument();
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
