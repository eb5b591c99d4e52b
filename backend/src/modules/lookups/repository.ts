import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, currencies, languages, paymentMethods, serviceProviders } from '../../db/schema';
import type { CurrencyItem, LookupItem } from '@portal/contracts';

/** Active rows of the lookup tables, sorted by name (the dropdowns show them in that order). */
export const lookups = {
  countries: (db: Db): Promise<LookupItem[]> =>
    db.select({ id: countries.id, name: countries.name }).from(countries).where(eq(countries.isActive, true)).orderBy(asc(countries.name)),
  currencies: (db: Db): Promise<CurrencyItem[]> =>
    db.select({ id: currencies.id, name: currencies.name, code: currencies.code, decimalPlaces: currencies.decimalPlaces })
      .from(currencies).where(eq(currencies.isActive, true)).orderBy(asc(currencies.code)),
  paymentMethods: (db: Db): Promise<LookupItem[]> =>
    db.select({ id: paymentMethods.id, name: paymentMethods.name }).from(paymentMethods).where(eq(paymentMethods.isActive, true)).orderBy(asc(paymentMethods.name)),
  serviceProviders: (db: Db): Promise<LookupItem[]> =>
    db.select({ id: serviceProviders.id, name: serviceProviders.name }).from(serviceProviders).where(eq(serviceProviders.isActive, true)).orderBy(asc(serviceProviders.name)),
  languages: (db: Db): Promise<LookupItem[]> =>
    db.select({ id: languages.id, name: languages.name }).from(languages).where(eq(languages.isActive, true)).orderBy(asc(languages.id)),
};
