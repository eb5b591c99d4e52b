import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useDialogFocus } from './use-dialog-focus';
import { useEscapeAndReturnFocus } from './use-escape-and-return-focus';

/** A panel that takes focus as it mounts, as antd's drawers and dialogs do without their opening motion. */
function FocusingPanel({ label }: { label: string }) {
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => panel.current?.focus(), []);
  return <div ref={panel} tabIndex={-1} role="dialog" aria-label={label}><input aria-label="Name" /></div>;
}

function Drawer() {
  const [open, setOpen] = useState(false);
  useEscapeAndReturnFocus(open, () => setOpen(false));
  return <><button type="button" onClick={() => setOpen(true)}>Open menu</button>{open && <FocusingPanel label="Menu" />}</>;
}

function Dialog() {
  const [open, setOpen] = useState(false);
  useDialogFocus(open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Edit</button>
      {open && <><FocusingPanel label="Edit" /><button type="button" onClick={() => setOpen(false)}>Close</button></>}
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('focus goes back to the opener when the panel took focus at once (no opening motion)', () => {
  it('a drawer closed by Escape', () => {
    render(<Drawer />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveFocus();
    fireEvent.keyDown(window, { key: 'Escape' });
    act(() => jest.runOnlyPendingTimers());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('a dialog closed by its button', () => {
    render(<Dialog />);
    const opener = screen.getByRole('button', { name: 'Edit' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Edit' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => jest.runOnlyPendingTimers());
    expect(opener).toHaveFocus();
  });
});
