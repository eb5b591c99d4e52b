import { useUserContext } from '@portal/auth';
import type { LookupOption } from '@portal/kit';

/** The portal's currencies (the user context's list) as options, and each one's decimal places. */
export function useCurrencies(): { options: LookupOption[]; places: (code: string) => number; timeZone: string | undefined } {
  const context = useUserContext();
  const currencies = context.data?.lists.currencies ?? [];
  const places = Object.fromEntries(currencies.map((c) => [c.code, c.decimalPlaces]));
  return {
    options: currencies.map((c) => ({ id: c.code, name: c.code })),
    places: (code) => places[code] ?? 2,
    timeZone: context.data?.user.configureTimeZone || undefined,
  };
}
