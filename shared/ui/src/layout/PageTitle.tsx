import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { RouteNote } from './RouteNote';

export interface PageTitleProps {
  title: ReactNode;
  /** Actions shown on the right (buttons, filters). */
  extra?: ReactNode;
  level?: 1 | 2 | 3 | 4 | 5;
}

/**
 * The heading row of a page. A page's own title (level 1) has its route's note under it when the route catalogue
 * gives one (the spec's versioned pages say how they differ).
 */
export function PageTitle({ title, extra, level = 3 }: PageTitleProps) {
  return (
    <>
      <Flex align="center" justify="space-between" gap="middle" wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={level} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {/* Wraps: four actions side by side are wider than a phone (390 px). */}
        {extra ? <Flex gap="small" wrap>{extra}</Flex> : null}
      </Flex>
      {level === 1 && <RouteNote />}
    </>
  );
}
