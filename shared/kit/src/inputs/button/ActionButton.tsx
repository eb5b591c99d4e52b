import { Button, Tooltip } from 'antd';
import { useId, type ReactNode } from 'react';

export interface ActionButtonProps {
  label: string;
  icon: ReactNode;
  /** Why the rule forbids it (shown as the button's tooltip and description); enabled without one. */
  blockedBy?: string;
  /** Disabled for a reason that needs no words (the first row cannot move up; a change is on its way). */
  disabled?: boolean;
  danger?: boolean;
  onClick(): void;
}

/** An icon button named by what it does to whom; disabled with its reason when a rule forbids it. */
export function ActionButton({ label, icon, blockedBy, disabled, danger, onClick }: ActionButtonProps) {
  const reasonId = useId();
  const button = (
    <Button size="small" type="text" danger={danger} icon={icon} aria-label={label} disabled={!!blockedBy || disabled} onClick={onClick}
      aria-describedby={blockedBy ? reasonId : undefined} />
  );
  // A disabled button fires no pointer events: the tooltip sits on a wrapper; the reason is its description too.
  return blockedBy
    ? <Tooltip title={blockedBy}><span>{button}<span id={reasonId} hidden>{blockedBy}</span></span></Tooltip>
    : <Tooltip title={label}>{button}</Tooltip>;
}
