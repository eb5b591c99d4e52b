import { act, fireEvent, render, screen } from '@testing-library/react';
import { WidgetTitle } from './WidgetTitle';

const LONG = 'Başarılı işlemlerin para birimine göre aylık dağılımı';

/** The title as a narrow card draws it: `cut`, its text is wider than its box (jsdom lays nothing out). */
function renderTitle(cut: boolean) {
  render(<WidgetTitle id="widget-1-title" title={LONG} />);
  const heading = screen.getByRole('heading', { level: 2, name: LONG });
  Object.defineProperties(heading, { scrollWidth: { configurable: true, value: cut ? 420 : 200 }, clientWidth: { configurable: true, value: 200 } });
  return heading;
}

describe("a widget's title", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('cut with an ellipsis, shows its whole text in a tooltip on hover', async () => {
    const heading = renderTitle(true);
    expect(heading).toHaveStyle({ textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
    fireEvent.mouseEnter(heading);
    // The tooltip's motion steps on animation frames and then on a promise: the async act settles both.
    await act(async () => { jest.advanceTimersByTime(500); });
    expect(screen.getByRole('tooltip')).toHaveTextContent(LONG);
    fireEvent.mouseLeave(heading);
    await act(async () => { jest.advanceTimersByTime(500); });
    expect(document.querySelector('.ant-tooltip')).toHaveClass('ant-tooltip-hidden');
  });

  it('that fits shows no tooltip', () => {
    const heading = renderTitle(false);
    fireEvent.mouseEnter(heading);
    act(() => { jest.advanceTimersByTime(500); });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
