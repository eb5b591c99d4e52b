import { Flex, Switch, Tooltip, Typography } from 'antd';
import { useId } from 'react';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import type { SystemModeControl } from './use-system-mode';

/**
 * Test/Live switch of the top bar (merchant users only; see mode-rules). In Test mode a marker stays in
 * the header (like Stripe's test-data band: shell.css colours the header's top edge while it is there).
 * A disabled switch (SandboxEnabled merchants) says why, as a tooltip and as the switch's description.
 */
export function ModeSwitch({ control }: { control: SystemModeControl }) {
  const { t } = useShellTranslation();
  const reasonId = useId();
  if (!control.visible) return null;
  const reason = control.disabled ? t(SHELL_TEXTS.sandboxOnlyTestMode) : undefined;
  const toggle = (
    <Switch
      aria-label={t(SHELL_TEXTS.liveMode)}
      aria-describedby={reason ? reasonId : undefined}
      checked={control.mode === 'Live'}
      disabled={control.disabled}
      onChange={(live) => control.change(live ? 'Live' : 'Test')}
    />
  );
  return (
    <Flex align="center" gap={6} data-testid="mode-switch">
      {control.mode === 'Test' && (
        <span className="portal-test-marker" role="status" data-testid="test-mode-marker">{t(SHELL_TEXTS.testModeMarker)}</span>
      )}
      <Typography.Text className="portal-hide-narrow" type={control.mode === 'Test' ? undefined : 'secondary'}>{t(SHELL_TEXTS.modeTest)}</Typography.Text>
      {reason ? (
        <Tooltip title={reason}>
          {/* Focusable: a disabled switch takes no focus, and keyboard users must reach the reason too. */}
          <span tabIndex={0} data-testid="mode-switch-disabled-reason" style={{ display: 'inline-flex' }}>
            {toggle}
            <span id={reasonId} className="portal-visually-hidden">{reason}</span>
          </span>
        </Tooltip>
      ) : toggle}
      <Typography.Text className="portal-hide-narrow" type={control.mode === 'Live' ? undefined : 'secondary'}>{t(SHELL_TEXTS.modeLive)}</Typography.Text>
    </Flex>
  );
}
