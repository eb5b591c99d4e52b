import { Flex, Spin } from 'antd';

export interface FullPageSpinProps {
  /** Accessible label; the visible page shows only the spinner. */
  label?: string;
}

/** A spinner centred in the whole viewport (start-up, sign-in callbacks, lazy areas). */
export function FullPageSpin({ label = 'Loading...' }: FullPageSpinProps) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', width: '100%' }} role="status" aria-label={label}>
      <Spin size="large" />
    </Flex>
  );
}
