import { useId } from 'react';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { PlainTooltip } from '../shell/toolbar/PlainTooltip';
import { ModeIndicator } from './ModeIndicator';
import type { SystemModeControl } from './use-system-mode';

/**
 * Test/Live switch of the top bar (merchant users only; see mode-rules); users without it see the mode they act
 * in (ModeIndicator). The current mode's label stays beside the switch at every width (narrow screens drop only
 * the other one); the Test-mode banner over the page is the shell's (TestModeBanner).
 * A disabled switch (SandboxEnabled merchants) says why, as a tooltip and as the switch's description.
 * Plain markup with the switch role: the top bar draws before antd loads (ADR 0062).
 */
export function ModeSwitch({ control }: { control: SystemModeControl }) {
  const { t } = useShellTranslation();
  const reasonId = useId();
  if (!control.visible) return <ModeIndicator mode={control.mode} />;
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
      <span className={live ? 'portal-hide-narrow portal-mode-off' : 'portal-mode-on'} data-testid="mode-label-test">{t(SHELL_TEXTS.modeTest)}</span>
      {reason ? (
        <PlainTooltip title={reason}>
          {/* Focusable: a disabled switch takes no focus, and keyboard users must reach the reason too. */}
          <span tabIndex={0} data-testid="mode-switch-disabled-reason" style={{ display: 'inline-flex' }}>
            {toggle}
            <span id={reasonId} className="portal-visually-hidden">{reason}</span>
          </span>
        </PlainTooltip>
      ) : toggle}
      <span className={live ? 'portal-mode-on' : 'portal-hide-narrow portal-mode-off'} data-testid="mode-label-live">{t(SHELL_TEXTS.modeLive)}</span>
    </div>
  );
}
