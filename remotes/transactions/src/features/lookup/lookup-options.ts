import { useMemo } from 'react';
import { useUserContext } from '@portal/auth';
import { useLookups, type LookupOption } from '@portal/kit';

/** The option lists the lookup's filters and columns read. */
export interface LookupOptions {
  tenants: LookupOption[];
  customers: LookupOption[];
  paymentMethods: LookupOption[];
  serviceProviders: LookupOption[];
  currencies: LookupOption[];
  websites: LookupOption[];
  /** Currency code -> decimal places (the money column and the amount filters). */
  decimalPlaces: Record<string, number>;
  /** Payment method id -> name (rows carry the id). */
  paymentMethodNames: Record<string, string>;
  /** The user's time zone (profile); dates are shown and filtered on its clock. */
  timeZone: string | undefined;
}

const LISTS = ['tenants', 'merchants', 'methods', 'providers', 'currencies', 'websites'] as const;

/**
 * The lookups' option lists from the kit's shared lookups (the user's context: tenants, customers, methods,
 * providers, currencies with their decimal places; websites from their own call, which when it fails leaves
 * that filter without options rather than breaking the page) and the user's time zone.
 */
export function useLookupOptions(): LookupOptions & { ready: boolean } {
  const context = useUserContext();
  const lists = useLookups(LISTS);
  const timeZone = context.data?.user.configureTimeZone || undefined;
  const ready = !!context.data;
  return useMemo(() => ({
    tenants: lists.tenants.options,
    customers: lists.merchants.options,
    paymentMethods: lists.methods.options,
    serviceProviders: lists.providers.options,
    currencies: lists.currencies.options,
    websites: lists.websites.options,
    decimalPlaces: Object.fromEntries(lists.currencies.items.flatMap((c) => (typeof c.decimalPlaces === 'number' ? [[c.id, c.decimalPlaces]] : []))),
    paymentMethodNames: Object.fromEntries(lists.methods.items.map((m) => [m.id, m.name])),
    timeZone,
    ready,
  }), [lists, timeZone, ready]);
}
