import type { CSSProperties } from 'react';

export interface SpinnerProps {
  /** Width and height in px (antd's large Spin is 32). */
  size?: number;
  /** Default: the theme's primary colour. */
  color?: string;
  style?: CSSProperties;
}

/**
 * A spinner without antd: the shell's frame, its splash and the session guards draw it before antd has loaded
 * (ADR 0062). An SVG animated by SMIL, so it needs no stylesheet (a remote's own dev server has none of the host's).
 */
export function Spinner({ size = 32, color = 'var(--portal-primary, #09d0bd)', style }: SpinnerProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 50 50" aria-hidden="true" focusable="false" data-testid="spinner" style={{ color, display: 'block', ...style }}>
      <circle cx="25" cy="25" r="20" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="5" />
      <path d="M25 5a20 20 0 0 1 20 20" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round">
        <animateTransform attributeName="transform" type="rotate" from="0 25 25" to="360 25 25" dur="0.9s" repeatCount="indefinite" />
      </path>
    </svg>
  );
}
