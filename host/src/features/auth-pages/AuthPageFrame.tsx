import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';

/** The centred card the authentication pages render in (outside the signed-in shell). */
export function AuthPageFrame({ children }: { children: ReactNode }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <Card style={{ maxWidth: 560, width: '100%', textAlign: 'center' }}>{children}</Card>
    </Flex>
  );
}
