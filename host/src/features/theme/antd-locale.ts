import type { Locale } from 'antd/es/locale';
import enGB from 'antd/locale/en_GB';
// antd's pickers and calendars start the week as the locale's dayjs data says: en-GB and Turkish weeks start on Monday
// (without these the dayjs default, en, starts them on Sunday). Turkish's comes with antd's Turkish texts.
import 'dayjs/locale/en-gb';
import { useEffect, useState } from 'react';

/**
 * antd's texts per language (ADR 0115, session 28): English (en-GB) with the shell's antd part, Turkish in a chunk
 * of its own fetched when the language is Turkish (a switch, or a profile in Turkish), so an English page does not
 * download every component's Turkish texts.
 */
let turkish: Locale | null = null;
let turkishLoading: Promise<Locale> | null = null;

export function loadTurkishAntdLocale(): Promise<Locale> {
  turkishLoading ??= import(/* webpackChunkName: "antd-locale-tr" */ './antd-locale-tr').then(
    (module) => (turkish = module.antdTurkish),
    (error: unknown) => {
      turkishLoading = null; // a failed fetch is tried again on the next switch
      throw error;
    },
  );
  return turkishLoading;
}

/** antd's locale for `language`: Turkish once its chunk is there (English meanwhile, a moment on a first switch). */
export function useAntdLocale(language: string): Locale {
  const [loaded, setLoaded] = useState<Locale | null>(turkish);
  const wantsTurkish = language === 'tr';
  useEffect(() => {
    if (!wantsTurkish || loaded) return;
    let current = true;
    loadTurkishAntdLocale().then(
      (locale) => current && setLoaded(locale),
      () => undefined, // stays English; the next switch tries again
    );
    return () => {
      current = false;
    };
  }, [wantsTurkish, loaded]);
  return wantsTurkish && loaded ? loaded : enGB;
}
