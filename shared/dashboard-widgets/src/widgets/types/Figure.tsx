import { Flex, Typography } from 'antd';

/** A caption and its figure as written by the portal's formatters (antd's Statistic would re-split "1.234" as a decimal). */
export function Figure({ caption, value, size = 28 }: { caption?: string; value: string; size?: number }) {
  return (
    <Flex vertical>
      {caption && <Typography.Text type="secondary">{caption}</Typography.Text>}
      <span style={{ fontSize: size, fontWeight: 600, lineHeight: 1.3 }}>{value}</span>
    </Flex>
  );
}
