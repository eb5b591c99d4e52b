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

describe('a dialog that ends its opening motion', () => {
  /** A list dialog whose own search field would take focus when its opening motion ends, and a form opened on top of it. */
  function ListWithForm() {
    const { panelRef, afterOpenChange } = useDialogFocus(true);
    return (
      <>
        <div ref={panelRef} role="dialog" aria-label="Fees"><input aria-label="Search" /></div>
        <div role="dialog" aria-label="New structure"><input aria-label="Valid from" /></div>
        <button type="button" onClick={() => afterOpenChange(true)}>motion ends</button>
      </>
    );
  }

  it('moves focus to its first field when it still has it', () => {
    render(<ListWithForm />);
    screen.getByRole('dialog', { name: 'Fees' }).setAttribute('tabindex', '-1');
    screen.getByRole('dialog', { name: 'Fees' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'motion ends' }));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('gives focus back to the field of a dialog opened on top of it when antd moved it to its own panel as the motion ended', () => {
    render(<ListWithForm />);
    const typing = screen.getByRole('textbox', { name: 'Valid from' });
    const panel = screen.getByRole('dialog', { name: 'Fees' });
    panel.setAttribute('tabindex', '-1');
    typing.focus();
    // What antd's dialog does at the end of its opening motion, just before it tells the page.
    panel.focus();
    fireEvent.click(screen.getByRole('button', { name: 'motion ends' }));
    expect(typing).toHaveFocus();
  });

  it('leaves focus in a dialog opened on top of it, where the user is typing', () => {
    render(<ListWithForm />);
    const typing = screen.getByRole('textbox', { name: 'Valid from' });
    typing.focus();
    fireEvent.click(screen.getByRole('button', { name: 'motion ends' }));
    expect(typing).toHaveFocus();
  });
});
