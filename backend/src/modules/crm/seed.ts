import { and, asc, eq } from 'drizzle-orm';
import type { CrmIndustry, CrmRiskLevel } from '@portal/contracts';
import type { Db } from '../../db/client';
import { crmContacts, crmOrganizations, merchants, users } from '../../db/schema';
import { stableId } from '../../lib/ids';

// Names are combined from fixed lists by the record's number: believable, deterministic, no randomness.
const STEMS = ['Northwind', 'Bluefin', 'Harbor', 'Copperleaf', 'Silverline', 'Redwood', 'Lumen', 'Atlas', 'Juniper', 'Meridian', 'Falcon', 'Orchid',
  'Granite', 'Saffron', 'Pioneer', 'Cobalt', 'Willow', 'Summit', 'Aurora', 'Beacon', 'Cedar', 'Delta', 'Evergreen', 'Fjord', 'Golden Gate',
  'Horizon', 'Ivory', 'Kestrel', 'Lighthouse', 'Maple'];
const KINDS: Array<[string, CrmIndustry, string]> = [
  ['Outfitters', 'Retail', 'outfitters'], ['Online', 'Ecommerce', 'shop'], ['Travel', 'Travel', 'travel'], ['Hotels', 'Hospitality', 'hotels'],
  ['Games', 'Gaming', 'games'], ['Academy', 'Education', 'academy'], ['Software', 'Software', 'soft'], ['Market', 'Marketplace', 'market'],
  ['Finance', 'FinancialServices', 'finance'], ['Clinics', 'Healthcare', 'clinics'], ['Coffee', 'Retail', 'coffee'], ['Labs', 'Other', 'labs'],
];
const SUFFIXES: Array<[string, string, string]> = [['Ltd', 'GB', 'co.uk'], ['GmbH', 'DE', 'de'], ['A.Ş.', 'TR', 'com.tr'], ['Inc.', 'US', 'com'], ['Ltd', 'GB', 'com']];
const RISK_BY_INDUSTRY: Partial<Record<CrmIndustry, CrmRiskLevel>> = { Gaming: 'High', Travel: 'Medium', Marketplace: 'Medium', FinancialServices: 'High' };
const FIRST = ['Emma', 'Oliver', 'Ayşe', 'Mehmet', 'Lena', 'Jonas', 'Sophie', 'Liam', 'Zeynep', 'Can', 'Mia', 'Noah', 'Elif', 'Lukas', 'Grace', 'Ethan', 'Hannah', 'Emre', 'Chloe', 'Ben'];
const LAST = ['Smith', 'Yılmaz', 'Müller', 'Johnson', 'Kaya', 'Schmidt', 'Brown', 'Demir', 'Fischer', 'Taylor', 'Şahin', 'Weber', 'Wilson', 'Çelik', 'Becker', 'Davies', 'Öztürk', 'Wagner', 'Evans', 'Arslan'];
const TITLES = ['Chief Financial Officer', 'Head of Payments', 'E-commerce Manager', 'Chief Executive Officer', 'Finance Manager', 'CTO', 'Operations Lead', 'Treasury Analyst'];

const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ı/g, 'i').replace(/ş/g, 's').replace(/ç/g, 'c').replace(/ğ/g, 'g').toLowerCase().replace(/[^a-z0-9]+/g, '');

/** One tenant's customers and contacts: `organizations` of them, about `contactsPer` people each. */
async function seedTenantCustomers(db: Db, tenantId: string, organizations: number, contactsPer: number): Promise<void> {
  const owners = (await db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.userType, 'crm'))).orderBy(asc(users.email))).map((u) => u.id);
  const tenantMerchants = await db.select({ id: merchants.id, name: merchants.legalBusinessName }).from(merchants)
    .where(eq(merchants.tenantId, tenantId)).orderBy(asc(merchants.legalBusinessName));
  const day = 86_400_000;
  const start = Date.UTC(2026, 0, 5);
  const orgRows: Array<typeof crmOrganizations.$inferInsert> = [];
  const contactRows: Array<typeof crmContacts.$inferInsert> = [];
  for (let i = 0; i < organizations; i += 1) {
    const stem = STEMS[i % STEMS.length]!;
    const [kind, industry, domainWord] = KINDS[Math.floor(i / STEMS.length) % KINDS.length]!;
    const round = Math.floor(i / (STEMS.length * KINDS.length));
    // The first customers became the tenant's merchants (one each): such a customer carries its merchant's name, so
    // the boarding queue's "Nimbus Books Ltd" opens a record of that name.
    const merchant = tenantMerchants[i];
    const merchantForm = merchant ? SUFFIXES.find(([form]) => merchant.name.endsWith(` ${form}`)) : undefined;
    const [suffix, countryCode, tld] = merchantForm ?? SUFFIXES[i % SUFFIXES.length]!;
    const tradingName = merchant ? merchant.name.slice(0, merchantForm ? -(suffix.length + 1) : undefined) : `${stem} ${kind}${round ? ` ${round + 1}` : ''}`;
    const domain = merchant ? `${ascii(tradingName)}.${tld}` : `${ascii(stem)}${domainWord}${round ? round + 1 : ''}.${tld}`;
    const id = stableId(`crm-organization:${tenantId}:${i}`);
    const createdAt = new Date(start + (i % 300) * day);
    orgRows.push({
      id, tenantId, legalName: merchant ? merchant.name : `${tradingName} ${suffix}`, tradingName, countryCode, industry,
      riskLevel: RISK_BY_INDUSTRY[industry] ?? (i % 7 === 0 ? 'Medium' : 'Low'), website: i % 9 === 8 ? '' : `https://www.${domain}`,
      ownerId: owners.length ? owners[i % owners.length]! : null,
      merchantId: merchant?.id ?? null,
      createdAt, updatedAt: new Date(createdAt.getTime() + (i % 11) * day),
    });
    const people = contactsPer + (i % 3 === 0 ? 1 : 0);
    for (let j = 0; j < people; j += 1) {
      const first = FIRST[(i * 3 + j * 7) % FIRST.length]!;
      const last = LAST[(i * 5 + j * 3) % LAST.length]!;
      contactRows.push({
        id: stableId(`crm-contact:${tenantId}:${i}:${j}`), tenantId, organizationId: id, firstName: first, lastName: last,
        email: `${ascii(first)}.${ascii(last)}@${domain}`, phone: j % 4 === 3 ? '' : `+${countryCode === 'TR' ? '90' : countryCode === 'DE' ? '49' : countryCode === 'US' ? '1' : '44'} ${String(2000000 + ((i * 7919 + j * 104729) % 7999999))}`,
        jobTitle: TITLES[(i + j) % TITLES.length]!, isPrimary: j === 0, ownerId: owners.length ? owners[i % owners.length]! : null,
        createdAt, updatedAt: createdAt,
      });
    }
  }
  for (let k = 0; k < orgRows.length; k += 500) await db.insert(crmOrganizations).values(orgRows.slice(k, k + 500)).onConflictDoNothing();
  for (let k = 0; k < contactRows.length; k += 500) await db.insert(crmContacts).values(contactRows.slice(k, k + 500)).onConflictDoNothing();
}

/** The CRM's customers (ADR 0087): Acme 240 customers and about 560 contacts; Globex a handful. */
export async function seedCrmCustomers(db: Db, tenants: { acme: string; globex: string }): Promise<void> {
  await seedTenantCustomers(db, tenants.acme, 240, 2);
  await seedTenantCustomers(db, tenants.globex, 6, 1);
}
