/**
 * The built-in antifraud checks' names as the engine records them (backend `ANTIFRAUD.rules`) and their Turkish: a
 * payment's checks, the virtual terminal's answer and the alerts report read them in the reader's language.
 */
export const BUILT_IN_CHECK_NAMES_TR = {
  'Velocity: card used 5 or more times in an hour': 'Hız kuralı: kart bir saatte 5 veya daha fazla kez kullanıldı',
  "Amount well above the merchant's average": 'Tutar işyerinin ortalamasının çok üzerinde',
  'Default risk model': 'Varsayılan risk modeli',
} as const satisfies Readonly<Record<string, string>>;

export type BuiltInCheckName = keyof typeof BUILT_IN_CHECK_NAMES_TR;

/** The names as texts keyed by themselves (an i18n table's English side). */
export const BUILT_IN_CHECK_NAMES = Object.fromEntries(Object.keys(BUILT_IN_CHECK_NAMES_TR).map((name) => [name, name])) as Record<BuiltInCheckName, BuiltInCheckName>;
