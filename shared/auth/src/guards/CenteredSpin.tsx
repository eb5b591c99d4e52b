import { Flex, Spin } from 'antd';

/** What a guard shows while it cannot decide yet. */
export function CenteredSpin() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh', width: '100%' }} role="status" aria-label="Loading...">
      <Spin size="large" />
    </Flex>
  );
}
