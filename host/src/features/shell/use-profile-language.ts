import { useEffect } from 'react';
import { useUserContext } from '@portal/auth';
import { isLanguage } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';

/**
 * The language saved in the user's profile wins when the user context loads or changes (e.g. after
 * signing in on another browser, or saving it elsewhere); the picker saves its choice to the profile.
 */
export function useProfileLanguage(): void {
  const { i18n } = useShellTranslation();
  const saved = useUserContext().data?.user.language;
  useEffect(() => {
    if (isLanguage(saved) && saved !== i18n.language) void i18n.changeLanguage(saved);
    // Only a new saved value applies: a picker change waits for its save, not for this effect.
  }, [saved]); // eslint-disable-line react-hooks/exhaustive-deps
}
