import { useQueryClient } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { useAuth } from '@portal/auth';
import { LANGUAGES, LANGUAGE_NAMES, SHELL_TEXTS, type Language } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import { profileSettingsQuery, useSaveProfileSettings } from '../../profile-settings/profile-settings-api';

/**
 * en / tr, always in view: two radio buttons (plain markup: the top bar draws before antd loads, ADR 0062). The i18n
 * instance remembers the choice in local storage and, for a signed-in user, the choice is saved to the profile so
 * the next sign-in (any browser) starts in it.
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

  const choose = (language: Language) => {
    if (language === i18n.language) return;
    void i18n.changeLanguage(language);
    if (user) saveToProfile(language).catch(() => {}); // a failed read was already reported by the API client
  };

  // The radio group's keys: one stop in the tab order, the arrows choose the other language.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const index = LANGUAGES.indexOf(i18n.language as Language);
    const next = LANGUAGES[(index + step + LANGUAGES.length) % LANGUAGES.length];
    choose(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-language="${next}"]`)?.focus();
  };

  return (
    <div className="portal-segmented" role="radiogroup" onKeyDown={onKeyDown} aria-label={t(SHELL_TEXTS.language)} data-testid="language-picker" title={t(SHELL_TEXTS.language)}>
      {LANGUAGES.map((lng: Language) => {
        const checked = i18n.language === lng;
        return (
          <button
            key={lng}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            data-language={lng}
            className={checked ? 'portal-segmented-item portal-segmented-item-selected' : 'portal-segmented-item'}
            title={LANGUAGE_NAMES[lng]}
            onClick={() => choose(lng)}
          >
            {lng.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}
