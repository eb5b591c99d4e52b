import type { ReactNode } from 'react';
import { PlainTooltip } from './PlainTooltip';

export interface IconButtonProps {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  icon: ReactNode;
  onClick(): void;
  testId?: string;
  expanded?: boolean;
  controls?: string;
}

/** A round icon-only button of the top bar, named and with a tooltip saying its name (ADR 0039, 0062). */
export function IconButton({ label, icon, onClick, testId, expanded, controls }: IconButtonProps) {
  return (
    <PlainTooltip title={label}>
      <button type="button" className="portal-icon-button" aria-label={label} aria-expanded={expanded} aria-controls={controls} data-testid={testId} onClick={onClick}>
        {icon}
      </button>
    </PlainTooltip>
  );
}
