import { Segmented, Tooltip } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@portal/auth';
import { LANGUAGES, LANGUAGE_NAMES, SHELL_TEXTS, type Language } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import { profileSettingsQuery, useSaveProfileSettings } from '../../profile-settings/profile-settings-api';

/**
 * en / tr, always in view. The i18n instance remembers the choice in local storage and, for a
 * signed-in user, the choice is saved to the profile so the next sign-in (any browser) starts in it.
 */
export function LanguagePicker() {
  const { t, i18n } = useShellTranslation();
  const { user } = useAuth();
  const client = useQueryClient();
  const save = useSaveProfileSettings();

  const saveToProfile = async (language: Language) => {
    const { firstName, lastName, timeZone } = await client.fetchQuery(profileSettingsQuery());
    save.mutate({ firstName, lastName, timeZone, language });
  };

  const onChange = (value: string | number) => {
    const language = String(value) as Language;
    void i18n.changeLanguage(language);
    if (user) saveToProfile(language).catch(() => {}); // a failed read was already reported by the API client
  };

  return (
    <Tooltip title={t(SHELL_TEXTS.language)}>
      <Segmented
        size="small"
        aria-label={t(SHELL_TEXTS.language)}
        data-testid="language-picker"
        value={i18n.language}
        options={LANGUAGES.map((lng: Language) => ({ value: lng, label: <span title={LANGUAGE_NAMES[lng]}>{lng.toUpperCase()}</span> }))}
        onChange={onChange}
      />
    </Tooltip>
  );
}
