import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { countries, currencies, languages } from '../../../db/schema';
import type { Access } from '../../../http/api-route';
import type { ApiDeps } from '../../../http/deps';
import { badRequest } from '../../../http/errors';
import { crudRoutes, listRoute } from '../../../http/resource-routes';
import { COUNTRIES, CURRENCIES, LANGUAGES, PERMISSIONS } from '@portal/contracts';
import { countryUses, currencyUses, languageUses, usersOf } from './usage';

/**
 * Installation-wide ISO reference data (ADR 0064): every signed-in user reads it through the lookups; holders of
 * the page's permission list and change it here. The id is the code, so a code never changes (add a new value,
 * deactivate the old one); a value in use is deactivated, never deleted.
 */

/** Tenant staff with the page's permission, platform staff with the reference-data one. */
const staff = (permission: string): Access => ({ userTypes: ['platform', 'crm'], anyPermission: [permission, PERMISSIONS.platformReferenceData] });

const sameCode = (noun: string, code: string, existing: { id: unknown } | null) => {
  if (existing && existing.id !== code) throw badRequest(`The code of a ${noun} cannot change: add a new one and deactivate this one`);
};

const inUse = (noun: string, uses: (db: Db, code: string) => ReturnType<typeof currencyUses>) =>
  async (id: string, { db }: { db: Db }) => {
    const found = await usersOf(uses(db, id));
    return found.length ? `${noun} ${id} is in use by ${found.join(', ')}: deactivate it instead` : null;
  };

export function globalReferenceRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const countryColumns = { id: countries.id, code: countries.id, name: countries.name, alpha3: countries.alpha3, isActive: countries.isActive };
  const toCountry = (r: typeof countries.$inferSelect) => ({ ...r, code: r.id });
  listRoute(app, deps, COUNTRIES, { access: staff('Settings.Countries'), table: countries, columns: countryColumns, toRow: toCountry });
  crudRoutes(app, deps, COUNTRIES, {
    access: staff('Settings.Countries'), table: countries, columns: countryColumns, toRow: toCountry, idOf: (b) => b.code,
    conflict: 'A country with this code exists already', inUse: inUse('Country', countryUses),
    toValues: (b, _call, existing) => {
      sameCode('country', b.code, existing);
      return { name: b.name, alpha3: b.alpha3, numericCode: b.numericCode, isActive: b.isActive };
    },
  });

  const currencyColumns = { id: currencies.id, code: currencies.code, name: currencies.name, isActive: currencies.isActive };
  const toCurrency = (r: typeof currencies.$inferSelect) => r;
  listRoute(app, deps, CURRENCIES, { access: staff('Settings.Currencies'), table: currencies, columns: currencyColumns, toRow: toCurrency });
  crudRoutes(app, deps, CURRENCIES, {
    access: staff('Settings.Currencies'), table: currencies, columns: currencyColumns, toRow: toCurrency, idOf: (b) => b.code,
    conflict: 'A currency with this code exists already', inUse: inUse('Currency', currencyUses),
    toValues: (b, _call, existing) => {
      sameCode('currency', b.code, existing);
      return { code: b.code, name: b.name, numericCode: b.numericCode, symbol: b.symbol, decimalPlaces: b.decimalPlaces, isActive: b.isActive };
    },
  });

  const languageColumns = { id: languages.id, code: languages.id, name: languages.name, nativeName: languages.nativeName, isActive: languages.isActive };
  const toLanguage = (r: typeof languages.$inferSelect) => ({ ...r, code: r.id });
  listRoute(app, deps, LANGUAGES, { access: staff('Settings.Languages'), table: languages, columns: languageColumns, toRow: toLanguage });
  crudRoutes(app, deps, LANGUAGES, {
    access: staff('Settings.Languages'), table: languages, columns: languageColumns, toRow: toLanguage, idOf: (b) => b.code,
    conflict: 'A language with this code exists already', inUse: inUse('Language', languageUses),
    toValues: (b, _call, existing) => {
      sameCode('language', b.code, existing);
      return { name: b.name, nativeName: b.nativeName, isActive: b.isActive };
    },
  });
}
