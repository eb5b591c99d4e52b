import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert, App, Button, Calendar, DatePicker, theme as antdTheme } from 'antd';
import { PortalSelect, PortalTabs } from '@portal/ui';
import { renderWithProviders } from '@portal/testing';
import { AntdThemeRoot, REDUCED_MOTION_QUERY } from './AntdThemeRoot';
import { ThemeConfigurationProvider } from './ThemeConfigurationProvider';

/** What a remote does: App.useApp().message / notification without a duration. */
function RemotePage() {
  const { message, notification } = App.useApp();
  return (
    <>
      <Button onClick={() => void message.success('Saved')}>message</Button>
      <Button onClick={() => notification.info({ title: 'Heads up' })}>notification</Button>
    </>
  );
}

afterEach(() => jest.useRealTimers());

describe('the host\'s snackbar default (spec part 1 section 9: 5000 ms)', () => {
  it.each([
    ['message', 'Saved'],
    ['notification', 'Heads up'],
  ])('a %s without a duration stays 5 s', (kind, text) => {
    jest.useFakeTimers();
    renderWithProviders(<ThemeConfigurationProvider><AntdThemeRoot><RemotePage /></AntdThemeRoot></ThemeConfigurationProvider>, { user: 'tenant@demo.test' });
    fireEvent.click(screen.getByRole('button', { name: kind }));
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText(text)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4_800)); // 4.9 s: antd's own defaults (3 s, 4.5 s) would be gone
    expect(screen.getByText(text)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    act(() => jest.advanceTimersByTime(1_000)); // leave motion time
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });
});

describe('the system setting "reduce motion"', () => {
  const matchMedia = window.matchMedia;
  afterEach(() => { window.matchMedia = matchMedia; });

  /** antd's motion token as a page under the root reads it. */
  function MotionToken() {
    const { token } = antdTheme.useToken();
    return <output aria-label="motion">{String(token.motion)}</output>;
  }
  const render = () => renderWithProviders(
    <ThemeConfigurationProvider><AntdThemeRoot><MotionToken /></AntdThemeRoot></ThemeConfigurationProvider>,
    { user: 'tenant@demo.test' },
  );

  it('turns antd\'s motions off when the user asks for less motion, and keeps them otherwise', () => {
    const { unmount } = render();
    expect(screen.getByRole('status', { name: 'motion' })).toHaveTextContent('true');
    unmount();
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query === REDUCED_MOTION_QUERY || matchMedia(query).matches })) as typeof window.matchMedia;
    render();
    expect(screen.getByRole('status', { name: 'motion' })).toHaveTextContent('false');
  });
});

describe('the week in calendars and pickers', () => {
  it('starts on Monday in English (en-GB, the spec\'s locale)', () => {
    renderWithProviders(<ThemeConfigurationProvider><AntdThemeRoot><Calendar fullscreen={false} /></AntdThemeRoot></ThemeConfigurationProvider>, { user: 'tenant@demo.test' });
    const firstDay = () => screen.getAllByRole('columnheader')[0]!.textContent;
    expect(firstDay()).toBe('Mo');
  });
});

describe('antd\'s texts in the user\'s language', () => {
  const calendar = (language: 'en' | 'tr') =>
    renderWithProviders(<ThemeConfigurationProvider><AntdThemeRoot><Calendar fullscreen={false} /></AntdThemeRoot></ThemeConfigurationProvider>, { user: 'tenant@demo.test', language });
  const firstDay = () => screen.getAllByRole('columnheader')[0]!.textContent;

  it('draws Turkish texts once Turkish is chosen, its data fetched only then (the week still starts on Monday)', async () => {
    const { i18n } = calendar('en');
    expect(firstDay()).toBe('Mo');
    await act(async () => { await i18n.changeLanguage('tr'); });
    await screen.findByRole('columnheader', { name: 'Pzt' });
    expect(firstDay()).toBe('Pzt');
    await act(async () => { await i18n.changeLanguage('en'); });
    expect(firstDay()).toBe('Mo');
  });

  it('draws Turkish texts for a user whose language is Turkish from the start', async () => {
    calendar('tr');
    expect(await screen.findByRole('columnheader', { name: 'Pzt' })).toBeInTheDocument();
  });
});

describe('decorative icons', () => {
  it('hides a select\'s arrow, a date picker\'s calendar and an alert\'s icon from assistive technology: no image named "down"', () => {
    renderWithProviders(
      <ThemeConfigurationProvider><AntdThemeRoot>
        <PortalSelect aria-label="Currency" options={[{ value: 'EUR', label: 'EUR' }]} />
        <DatePicker aria-label="Day" />
        {(['success', 'info', 'warning', 'error'] as const).map((type) => <Alert key={type} type={type} showIcon title={type} />)}
      </AntdThemeRoot></ThemeConfigurationProvider>,
      { user: 'tenant@demo.test' },
    );
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeInTheDocument();
    expect(document.querySelector('.ant-select-suffix .anticon-down')).not.toBeNull();
    expect(document.querySelector('.ant-picker-suffix .anticon-calendar')).not.toBeNull();
    expect(document.querySelectorAll('.ant-alert-icon .anticon')).toHaveLength(4);
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it('names the tabs\' overflow button in the user\'s language, not "ellipsis"', () => {
    renderWithProviders(
      <ThemeConfigurationProvider><AntdThemeRoot>
        <PortalTabs items={[{ key: 'a', label: 'Overview', children: 'A' }, { key: 'b', label: 'Payments', children: 'B' }]} />
      </AntdThemeRoot></ThemeConfigurationProvider>,
      { user: 'tenant@demo.test', language: 'tr' },
    );
    const more = document.querySelector<HTMLElement>('.ant-tabs-nav-more')!;
    expect(more.querySelector('[role="img"]')).toHaveAttribute('aria-label', 'Diğer sekmeler');
    expect(more.querySelector('[aria-label="ellipsis"]')).toBeNull();
  });

  it('keeps the overflow button out of the tab list: a tablist holds only its tabs (axe: aria-required-children)', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <ThemeConfigurationProvider><AntdThemeRoot>
        <PortalTabs items={[{ key: 'a', label: 'Overview', children: 'Panel A' }, { key: 'b', label: 'Payments', children: 'Panel B' }]} />
      </AntdThemeRoot></ThemeConfigurationProvider>,
      { user: 'tenant@demo.test' },
    );
    const tablist = screen.getByRole('tablist');
    expect(tablist).toHaveAttribute('aria-orientation', 'horizontal');
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Payments']);
    expect(tablist.querySelector('.ant-tabs-nav-more')).toBeNull();
    expect(document.querySelector('.ant-tabs-nav-more')).not.toBeNull();
    // The tabs still work from the keyboard: an arrow moves to the next one, Enter shows its panel.
    act(() => screen.getByRole('tab', { name: 'Overview' }).focus());
    await user.keyboard('{ArrowRight}{Enter}');
    expect(await screen.findByText('Panel B')).toBeVisible();
  });
});
