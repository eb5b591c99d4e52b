/**
 * Where each shared lookup's items come from: ONE table (ADR 0063). Today most come with the user's context
 * (loaded once per session); a lookup moved to its own endpoint is a one-line change here:
 *   currencies: fromEndpoint(LOOKUP_ENDPOINTS.currencies),
 */
import { CRM_ACTIVITY_ENDPOINTS, REFERENCE_LOOKUP_ENDPOINTS, TRANSACTION_ENDPOINTS, type EndpointDeclaration, type LookupName, type UserContextResponse } from '@portal/contracts';
import { inReadersLanguage } from '../format/country-names';
import { methodsInReadersLanguage } from '../format/payment-method-names';

/** One item of a shared lookup: id and name, and a currency's code and decimal places. */
export interface LookupEntry {
  id: string;
  name: string;
  code?: string;
  decimalPlaces?: number;
}

export type LookupSource = (
  | { kind: 'context'; select(context: UserContextResponse): LookupEntry[] }
  | { kind: 'endpoint'; endpoint: EndpointDeclaration; toItems(answer: unknown): LookupEntry[] }
) & {
  /** The items' names as the reader reads them (the cached items stay as the server sent them, in every language). */
  inReadersLanguage?(items: readonly LookupEntry[], language: string): LookupEntry[];
};

const fromContext = (select: (context: UserContextResponse) => LookupEntry[] | undefined): LookupSource =>
  ({ kind: 'context', select: (context) => select(context) ?? [] });

/** An endpoint answering `[{ id, name, ... }]` (the lookup endpoints' shape). */
export const fromEndpoint = (endpoint: EndpointDeclaration): LookupSource => ({
  kind: 'endpoint',
  endpoint,
  toItems: (answer) => (Array.isArray(answer) ? answer : []).map((item: Record<string, unknown>) => ({
    ...(item as object),
    id: String(item.id),
    name: String(item.name ?? item.id),
  }) as LookupEntry),
});

const named = (items: readonly { id: string; name: string }[] | undefined): LookupEntry[] | undefined => items?.map(({ id, name }) => ({ id, name }));

export const LOOKUP_SOURCES: Readonly<Record<LookupName, LookupSource>> = {
  // Currencies are picked and sent by code (the transactions' currency filter, an amount's currency).
  currencies: fromContext((c) => c.lists?.currencies?.map((x) => ({ id: x.code, name: x.code, code: x.code, decimalPlaces: x.decimalPlaces }))),
  // The seeded countries' names in the reader's language; a name platform staff set stays theirs.
  countries: { ...fromContext((c) => named(c.lists?.countries)), inReadersLanguage },
  tenants: fromContext((c) => c.user.tenants?.map((x) => ({ id: x.tenantId, name: x.tenantName }))),
  merchants: fromContext((c) => c.lists?.activeCustomerOptions?.map((x) => ({ id: x.merchantId, name: x.legalBusinessName }))),
  // The seeded payment methods' names in the reader's language, as the countries'.
  methods: { ...fromContext((c) => named(c.lists?.paymentMethods)), inReadersLanguage: methodsInReadersLanguage },
  providers: fromContext((c) => named(c.lists?.activeServiceProviders)),
  // Payment channels are not in the user context: the §7.3 lookup, scoped by the server (ADR 0064).
  channels: fromEndpoint(REFERENCE_LOOKUP_ENDPOINTS.paymentChannels),
  websites: fromEndpoint(TRANSACTION_ENDPOINTS.websites),
  languages: fromContext((c) => named(c.lists?.languages)),
  // The tenant's CRM users (owners, assignees, mentions): not in the user context, the server scopes them (ADR 0092).
  crmUsers: fromEndpoint(CRM_ACTIVITY_ENDPOINTS.team),
};
