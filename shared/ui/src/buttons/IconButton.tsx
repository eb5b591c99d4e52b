import { Button, Tooltip, type ButtonProps } from 'antd';

export type IconButtonProps = { title: string } & Omit<ButtonProps, 'size' | 'type' | 'aria-label' | 'title' | 'children'>;

/**
 * A small text button with only an icon: its accessible name is its tooltip, so the two never disagree
 * (issue 16: every icon-only button has a name and a tooltip).
 */
export function IconButton({ title, ...props }: IconButtonProps) {
  return (
    <Tooltip title={title}>
      <Button size="small" type="text" aria-label={title} {...props} />
    </Tooltip>
  );
}
