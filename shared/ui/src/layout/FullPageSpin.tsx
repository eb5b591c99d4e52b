import { Spinner } from './Spinner';

export interface FullPageSpinProps {
  /** Accessible label; the visible page shows only the spinner. */
  label?: string;
  /** The height it centres in: the whole viewport by default, less where a frame is around it (session guards). */
  minHeight?: string;
}

/** A spinner centred in the whole viewport (start-up, sign-in callbacks, lazy areas); without antd (ADR 0062). */
export function FullPageSpin({ label = 'Loading...', minHeight = '100vh' }: FullPageSpinProps) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight, width: '100%' }} role="status" aria-label={label}>
      <Spinner />
    </div>
  );
}
