import { and, asc, eq } from 'drizzle-orm';
import { CRM_INDUSTRIES, LEAD_SOURCES } from '@portal/contracts';
import type { Db } from '../../db/client';
import { crmLeads, leadStatuses, users } from '../../db/schema';
import { stableId } from '../../lib/ids';

// Combined from fixed lists by the lead's number: believable, deterministic, never the seeded customers' names.
const STEMS = ['Acorn', 'Brightwater', 'Crescent', 'Driftwood', 'Emberly', 'Foxglove', 'Greystone', 'Hollybrook', 'Ironbridge', 'Jadeport', 'Kingfisher',
  'Larkspur', 'Moonstone', 'Nightingale', 'Oakridge', 'Pebblestone', 'Quayside', 'Riverbend', 'Stonegate', 'Thistle', 'Upland', 'Vantage', 'Westbrook', 'Yarrow', 'Zephyr'];
const KINDS = ['Boutique', 'Tickets', 'Tours', 'Suites', 'Arcade', 'Tutors', 'Cloud', 'Bazaar', 'Lending', 'Dental', 'Bakery', 'Studio'];
const COUNTRIES: Array<[string, string, string]> = [['GB', 'Ltd', 'GBP'], ['DE', 'GmbH', 'EUR'], ['TR', 'A.Ş.', 'TRY'], ['US', 'LLC', 'USD']];
const FIRST = ['Amelia', 'Harry', 'Defne', 'Kerem', 'Clara', 'Felix', 'Isla', 'Jack', 'Selin', 'Burak', 'Ava', 'Leo'];
const LAST = ['Clarke', 'Aydın', 'Hoffmann', 'Walker', 'Koç', 'Richter', 'Hughes', 'Polat', 'Neumann', 'Wright', 'Kurt', 'Hall'];
const TITLES = ['Founder', 'Head of Finance', 'Operations Director', 'E-commerce Lead', 'Chief Executive Officer'];

const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ı/g, 'i').toLowerCase().replace(/[^a-z0-9]+/g, '');

/** One tenant's leads: spread over its lead statuses (most still open), sources, owners and volumes. */
async function seedTenantLeads(db: Db, tenantId: string, count: number): Promise<void> {
  const statuses = await db.select({ id: leadStatuses.id, kind: leadStatuses.kind }).from(leadStatuses).where(eq(leadStatuses.tenantId, tenantId)).orderBy(asc(leadStatuses.sortOrder));
  if (!statuses.length) return;
  const owners = (await db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.userType, 'crm'))).orderBy(asc(users.email))).map((u) => u.id);
  const day = 86_400_000;
  const start = Date.UTC(2026, 2, 2);
  // Of every ten leads: four at the first status, three at the second, two at the third, one at the fourth.
  const statusOf = (i: number) => statuses[Math.min(statuses.length - 1, [0, 0, 0, 0, 1, 1, 1, 2, 2, 3][i % 10]!)]!;
  const rows: Array<typeof crmLeads.$inferInsert> = [];
  for (let i = 0; i < count; i += 1) {
    const stem = STEMS[i % STEMS.length]!;
    const kind = KINDS[Math.floor(i / STEMS.length) % KINDS.length]!;
    const [countryCode, suffix, currency] = COUNTRIES[i % COUNTRIES.length]!;
    const round = Math.floor(i / (STEMS.length * KINDS.length));
    const company = `${stem} ${kind}${round ? ` ${round + 1}` : ''} ${suffix}`;
    const first = FIRST[(i * 5) % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    const domain = `${ascii(stem)}${ascii(kind)}${round ? round + 1 : ''}.example`;
    const createdAt = new Date(start + (i % 240) * day);
    rows.push({
      id: stableId(`crm-lead:${tenantId}:${i}`), tenantId, companyName: company, firstName: first, lastName: last,
      email: `${ascii(first)}@${domain}`, phone: i % 5 === 4 ? '' : `+44 7700 ${String(900000 + ((i * 7919) % 99999)).padStart(6, '0')}`,
      jobTitle: TITLES[i % TITLES.length]!, countryCode, industry: CRM_INDUSTRIES[i % CRM_INDUSTRIES.length]!, website: i % 6 === 5 ? '' : `https://www.${domain}`,
      statusId: statusOf(i).id, source: LEAD_SOURCES[(i * 3) % LEAD_SOURCES.length]!, ownerId: owners.length ? owners[i % owners.length]! : null,
      expectedMonthlyVolume: i % 8 === 7 ? null : String(((i * 37) % 50 + 1) * 10_000), volumeCurrency: i % 8 === 7 ? null : currency,
      description: i % 4 === 0 ? 'Asked for card and open banking pricing; processes through another provider today.' : '',
      createdAt, updatedAt: new Date(createdAt.getTime() + (i % 9) * day),
    });
  }
  for (let k = 0; k < rows.length; k += 500) await db.insert(crmLeads).values(rows.slice(k, k + 500)).onConflictDoNothing();
}

/** The CRM's leads (ADR 0091): Acme 300, Globex 10. After the lead statuses (CRM settings seed). */
export async function seedCrmLeads(db: Db, tenants: { acme: string; globex: string }): Promise<void> {
  await seedTenantLeads(db, tenants.acme, 300);
  await seedTenantLeads(db, tenants.globex, 10);
}
