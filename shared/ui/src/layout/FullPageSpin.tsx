import { Spinner } from './Spinner';

export interface FullPageSpinProps {
  /** Accessible label; the visible page shows only the spinner. */
  label?: string;
}

/** A spinner centred in the whole viewport (start-up, sign-in callbacks, lazy areas); without antd (ADR 0062). */
export function FullPageSpin({ label = 'Loading...' }: FullPageSpinProps) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh', width: '100%' }} role="status" aria-label={label}>
      <Spinner />
    </div>
  );
}
