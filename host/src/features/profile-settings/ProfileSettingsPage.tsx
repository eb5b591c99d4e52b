import { Flex } from 'antd';
import { usePermissions, useAuth } from '@portal/auth';
import { PageTitle } from '@portal/ui';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { AuthenticatorCard } from '../sca/AuthenticatorCard';
import { ProfileForm } from './ProfileForm';
import { ThemeSettingsForm } from './ThemeSettingsForm';

/** Tenant and merchant profile settings; tenant staff with a Settings permission also set the tenant's theme. */
export function ProfileSettingsPage() {
  const { t } = useShellTranslation();
  const { user } = useAuth();
  const { permissions } = usePermissions();
  const mayTheme = user?.profile === 'crm' && [...permissions].some((p) => p.startsWith('Settings.'));
  return (
    <Flex vertical gap={24}>
      <PageTitle title={t('Profile settings')} />
      <ProfileForm />
      <AuthenticatorCard />
      {mayTheme && <ThemeSettingsForm />}
    </Flex>
  );
}
