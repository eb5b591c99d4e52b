import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { TicketActor } from '@portal/contracts';
import { CUSTOMER, PLATFORM, TENANT } from './parties';

type ActorUser = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email' | 'userType'>;

export function actorOf(u: ActorUser): TicketActor {
  const party = u.userType === 'platform' ? PLATFORM : u.userType === 'crm' ? TENANT : CUSTOMER;
  return { id: u.id, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email, party };
}

export const externalActor = (email: string): TicketActor => ({ id: null, name: email, email, party: null });
export const unknownActor = (id: string | null): TicketActor => ({ id, name: 'Former user', email: null, party: null });

/** Actors of many user ids in one query. */
export async function actorsByIds(db: Db, ids: Array<string | null | undefined>): Promise<Map<string, TicketActor>> {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, userType: users.userType })
    .from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, actorOf(r)]));
}
