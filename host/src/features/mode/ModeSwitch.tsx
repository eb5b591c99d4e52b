import { useId } from 'react';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { PlainTooltip } from '../shell/toolbar/PlainTooltip';
import type { SystemModeControl } from './use-system-mode';

/**
 * Test/Live switch of the top bar (merchant users only; see mode-rules). In Test mode a marker stays in
 * the header (like Stripe's test-data band: shell.css colours the header's top edge while it is there).
 * A disabled switch (SandboxEnabled merchants) says why, as a tooltip and as the switch's description.
 * Plain markup with the switch role: the top bar draws before antd loads (ADR 0062).
 */
export function ModeSwitch({ control }: { control: SystemModeControl }) {
  const { t } = useShellTranslation();
  const reasonId = useId();
  if (!control.visible) return null;
  const reason = control.disabled ? t(SHELL_TEXTS.sandboxOnlyTestMode) : undefined;
  const live = control.mode === 'Live';
  const toggle = (
    <button
      type="button"
      role="switch"
      className={live ? 'portal-switch portal-switch-checked' : 'portal-switch'}
      aria-label={t(SHELL_TEXTS.liveMode)}
      aria-describedby={reason ? reasonId : undefined}
      aria-checked={live}
      disabled={control.disabled}
      onClick={() => control.change(live ? 'Test' : 'Live')}
    >
      <span className="portal-switch-handle" />
    </button>
  );
  return (
    <div className="portal-mode-switch" data-testid="mode-switch">
      {control.mode === 'Test' && (
        <span className="portal-test-marker" role="status" data-testid="test-mode-marker">{t(SHELL_TEXTS.testModeMarker)}</span>
      )}
      <span className={live ? 'portal-hide-narrow portal-mode-off' : 'portal-hide-narrow'}>{t(SHELL_TEXTS.modeTest)}</span>
      {reason ? (
        <PlainTooltip title={reason}>
          {/* Focusable: a disabled switch takes no focus, and keyboard users must reach the reason too. */}
          <span tabIndex={0} data-testid="mode-switch-disabled-reason" style={{ display: 'inline-flex' }}>
            {toggle}
            <span id={reasonId} className="portal-visually-hidden">{reason}</span>
          </span>
        </PlainTooltip>
      ) : toggle}
      <span className={live ? 'portal-hide-narrow' : 'portal-hide-narrow portal-mode-off'}>{t(SHELL_TEXTS.modeLive)}</span>
    </div>
  );
}
