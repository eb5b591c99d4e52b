import { Flex, Switch, Typography } from 'antd';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import type { SystemModeControl } from './use-system-mode';

/** Test/Live switch of the top bar (merchant users only; see mode-rules). */
export function ModeSwitch({ control }: { control: SystemModeControl }) {
  const { t } = useShellTranslation();
  if (!control.visible) return null;
  return (
    <Flex align="center" gap={6} data-testid="mode-switch">
      <Typography.Text type={control.mode === 'Test' ? undefined : 'secondary'}>{t(SHELL_TEXTS.modeTest)}</Typography.Text>
      <Switch
        aria-label={t('Live mode')}
        checked={control.mode === 'Live'}
        disabled={control.disabled}
        onChange={(live) => control.change(live ? 'Live' : 'Test')}
      />
      <Typography.Text type={control.mode === 'Live' ? undefined : 'secondary'}>{t(SHELL_TEXTS.modeLive)}</Typography.Text>
    </Flex>
  );
}
