import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateOnlyPicker } from './DateOnlyPicker';
import { DateRangePicker, type DateRangeValue } from './DateRangePicker';
import { DateTimePicker } from './DateTimePicker';

function DateOnly({ onValue }: { onValue(value: string | null): void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DateOnlyPicker
      id="day"
      placeholder="Day"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

function DateTime({ onValue, initial = null, timeZone }: { onValue(value: string | null): void; initial?: string | null; timeZone?: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DateTimePicker
      id="when"
      placeholder="When"
      timeZone={timeZone}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

function Range({ onValue, maxDays, withTime }: { onValue(value: DateRangeValue): void; maxDays?: number; withTime?: boolean }) {
  const [value, setValue] = useState<DateRangeValue>({ start: null, end: null });
  return (
    <DateRangePicker
      placeholder={['Start date', 'End date']}
      value={value}
      maxDays={maxDays}
      withTime={withTime}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

/** Types a whole date into a picker at once and confirms it with Enter (one render, not one per key). */
function enterDate(input: HTMLElement, text: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

describe('DateOnlyPicker', () => {
  it('shows DD/MM/YYYY and stores noon UTC of the typed day', () => {
    const onValue = jest.fn();
    render(<DateOnly onValue={onValue} />);
    const input = screen.getByPlaceholderText('Day');
    enterDate(input, '15/03/2024');
    expect(onValue).toHaveBeenLastCalledWith('2024-03-15T12:00:00.000Z');
    expect(input).toHaveValue('15/03/2024');
  });
});

describe('DateTimePicker', () => {
  it('shows DD/MM/YYYY HH:mm without seconds and stores UTC', () => {
    const onValue = jest.fn();
    render(<DateTime onValue={onValue} />);
    const input = screen.getByPlaceholderText('When');
    enterDate(input, '15/03/2024 10:25');
    const stored = onValue.mock.lastCall?.[0] as string;
    expect(stored).toMatch(/:00\.000Z$/);
    expect(new Date(stored).getTime()).toBe(new Date(2024, 2, 15, 10, 25).getTime());
    expect(input).toHaveValue('15/03/2024 10:25');
  });

  it("shows and takes the time on the profile's clock when given its zone, whatever the browser's", () => {
    const onValue = jest.fn();
    // 01:25 UTC is 10:25 in Tokyo (no summer time): shown as Tokyo's, and a typed Tokyo time stored as its UTC instant.
    render(<DateTime onValue={onValue} initial="2024-07-15T01:25:00.000Z" timeZone="Asia/Tokyo" />);
    const input = screen.getByPlaceholderText('When');
    expect(input).toHaveValue('15/07/2024 10:25');
    enterDate(input, '16/07/2024 08:05');
    expect(onValue).toHaveBeenLastCalledWith('2024-07-15T23:05:00.000Z');
    expect(input).toHaveValue('16/07/2024 08:05');
  });

  it("offers no \"Now\" on the profile's clock (antd's would be the browser's wall clock)", async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<DateTime onValue={() => {}} />);
    await user.click(screen.getByPlaceholderText('When'));
    expect(await screen.findByText('Now')).toBeInTheDocument();
    unmount();
    render(<DateTime onValue={() => {}} timeZone="Asia/Tokyo" />);
    await user.click(screen.getByPlaceholderText('When'));
    expect(document.querySelector('.ant-picker-time-panel-column')).not.toBeNull();
    expect(screen.queryByText('Now')).not.toBeInTheDocument();
  });

  it('offers minutes in 5-minute steps and no seconds column', async () => {
    const user = userEvent.setup({ delay: null });
    render(<DateTime onValue={() => {}} initial="2024-03-15T10:25:00.000Z" />);
    await user.click(screen.getByPlaceholderText('When'));
    const columns = document.querySelectorAll('.ant-picker-time-panel-column');
    expect(columns).toHaveLength(2);
    const minutes = within(columns[1] as HTMLElement).getAllByRole('listitem').map((item) => item.textContent);
    expect(minutes).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
    const hours = within(columns[0] as HTMLElement).getAllByRole('listitem');
    expect(hours).toHaveLength(24);
  });
});

describe('DateRangePicker', () => {
  it('stores both ends as date-only values', () => {
    const onValue = jest.fn();
    render(<Range onValue={onValue} />);
    enterDate(screen.getByPlaceholderText('Start date'), '01/03/2024');
    enterDate(screen.getByPlaceholderText('End date'), '05/03/2024');
    expect(onValue).toHaveBeenLastCalledWith({ start: '2024-03-01T12:00:00.000Z', end: '2024-03-05T12:00:00.000Z' });
  });

  it('disables the days beyond the maximum span once a start is picked', () => {
    render(<Range onValue={() => {}} maxDays={7} />);
    enterDate(screen.getByPlaceholderText('Start date'), '10/03/2024');
    const cell = (date: string) => document.querySelector(`.ant-picker-dropdown td[title="${date}"]`);
    expect(cell('2024-03-16')).not.toHaveClass('ant-picker-cell-disabled');
    expect(cell('2024-03-17')).toHaveClass('ant-picker-cell-disabled');
    expect(cell('2024-03-04')).not.toHaveClass('ant-picker-cell-disabled');
    expect(cell('2024-03-03')).toHaveClass('ant-picker-cell-disabled');
  });

  it('shows a 24-hour clock with times', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Range onValue={() => {}} withTime />);
    await user.click(screen.getByPlaceholderText('Start date'));
    const hourColumn = document.querySelector('.ant-picker-time-panel-column') as HTMLElement;
    expect(within(hourColumn).getAllByRole('listitem').map((item) => item.textContent)).toContain('23');
    expect(document.querySelectorAll('.ant-picker-time-panel-column')).toHaveLength(2);
  });
});
