import { useCallback, useRef, useState, type ReactNode } from 'react';
import { RejectReasonDialog, type RejectReasonResult } from './RejectReasonDialog';

/**
 * Asks for a reject reason as a promise: `ask()` opens the dialog and resolves with the data on Save, or
 * null on Cancel, so a rejection reads `const data = await ask(); if (data) reject(data)` (spec part 2
 * section 4). Render `dialog` once in the component.
 */
export function useRejectReason(options: { title?: string; response?: string; intro?: ReactNode } = {}): { ask(): Promise<RejectReasonResult | null>; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const settle = useRef<(result: RejectReasonResult | null) => void>(undefined);
  const finish = (result: RejectReasonResult | null) => {
    setOpen(false);
    settle.current?.(result);
    settle.current = undefined;
  };
  const ask = useCallback(() => {
    settle.current?.(null);
    setOpen(true);
    return new Promise<RejectReasonResult | null>((resolve) => {
      settle.current = resolve;
    });
  }, []);
  const dialog = <RejectReasonDialog open={open} title={options.title} response={options.response} intro={options.intro} onSave={finish} onCancel={() => finish(null)} />;
  return { ask, dialog };
}
