import { Segmented, Tooltip } from 'antd';
import { LANGUAGES, LANGUAGE_NAMES, SHELL_TEXTS, type Language } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';

/** en / tr, always in view; the i18n instance remembers the choice in local storage. */
export function LanguagePicker() {
  const { t, i18n } = useShellTranslation();
  return (
    <Tooltip title={t(SHELL_TEXTS.language)}>
      <Segmented
        size="small"
        aria-label={t(SHELL_TEXTS.language)}
        data-testid="language-picker"
        value={i18n.language}
        options={LANGUAGES.map((lng: Language) => ({ value: lng, label: <span title={LANGUAGE_NAMES[lng]}>{lng.toUpperCase()}</span> }))}
        onChange={(lng) => void i18n.changeLanguage(String(lng))}
      />
    </Tooltip>
  );
}
