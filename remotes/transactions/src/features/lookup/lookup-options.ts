import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { useUserContext } from '@portal/auth';
import { TRANSACTION_ENDPOINTS, type LookupItem, type UserContextResponse } from '@portal/contracts';
import type { LookupOption } from '@portal/kit';

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

const options = (items: LookupItem[] | undefined): LookupOption[] => (items ?? []).map(({ id, name }) => ({ id, name }));

export function lookupOptionsOf(context: UserContextResponse | undefined, websites: LookupOption[]): LookupOptions {
  const lists = context?.lists;
  return {
    tenants: (context?.user.tenants ?? []).map((t) => ({ id: t.tenantId, name: t.tenantName })),
    customers: (lists?.activeCustomerOptions ?? []).map((c) => ({ id: c.merchantId, name: c.legalBusinessName })),
    paymentMethods: options(lists?.paymentMethods),
    serviceProviders: options(lists?.activeServiceProviders),
    currencies: (lists?.currencies ?? []).map((c) => ({ id: c.code, name: c.code })),
    websites,
    decimalPlaces: Object.fromEntries((lists?.currencies ?? []).map((c) => [c.code, c.decimalPlaces])),
    paymentMethodNames: Object.fromEntries((lists?.paymentMethods ?? []).map((m) => [m.id, m.name])),
    timeZone: context?.user.configureTimeZone || undefined,
  };
}

/**
 * The lookups come with the user's context (tenants, customers, methods, providers, currencies with their
 * decimal places, time zone) except websites, read from their own call; a failed website call leaves that
 * filter without options rather than breaking the page.
 */
export function useLookupOptions(): LookupOptions & { ready: boolean } {
  const context = useUserContext();
  const websites = useQuery({
    queryKey: ['transactions', 'websites'],
    queryFn: ({ signal }) => callApi(TRANSACTION_ENDPOINTS.websites, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
  return { ...lookupOptionsOf(context.data, options(Array.isArray(websites.data) ? websites.data : [])), ready: !!context.data };
}
