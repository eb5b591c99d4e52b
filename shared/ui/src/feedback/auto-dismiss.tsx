import { App } from 'antd';
import { createContext, type ReactNode } from 'react';

/**
 * Whether feedback that leaves by itself does so: the kit's alert banner after 5000 ms (spec part 2 sections 4 and 9).
 * Always true in the portal; `HoldAutoDismiss` sets it false.
 */
export const AutoDismissContext = createContext(true);

const HELD = { duration: 0 } as const;

/**
 * Keeps the feedback under it that would leave by itself until it is closed: the kit's alert banner, and antd's
 * messages and notifications opened without a duration of their own (an `App` below that sets one, as the shell's
 * does, keeps it). For component tests, where `renderWithProviders` wraps every render in it: a test that reads a
 * success line after slow steps must not race a real 5 s clock on a busy machine. The dismissal itself is proven
 * under a fake clock (the alert banner's and the shell's AntdThemeRoot tests).
 */
export function HoldAutoDismiss({ children }: { children: ReactNode }) {
  return (
    <AutoDismissContext.Provider value={false}>
      <App component={false} message={HELD} notification={HELD}>{children}</App>
    </AutoDismissContext.Provider>
  );
}
