import { Typography } from 'antd';

/**
 * A table's "nothing here" text. antd paints a plain-string emptyText in colorTextDisabled (the theme's text colour
 * at 25 %: 1.55:1 on white, an axe colour-contrast failure); the secondary text colour reads (ADR 0039).
 */
export function EmptyTableText({ text }: { text: string }) {
  return <Typography.Text type="secondary">{text}</Typography.Text>;
}
