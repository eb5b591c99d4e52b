import type { Db } from '../../../db/client';
import type { Scope } from '../../../http/scope';
import type { Principal } from '../../users/repository';

/** One database transaction of an action (all its reads and writes go through it: PGlite has one connection). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who acts: named in the events (the events tab shows both users of a four-eyes pair). */
export interface Actor {
  id: string;
  name: string;
}

export const actorOf = (principal: Principal): Actor => ({
  id: principal.user.id, name: `${principal.user.firstName} ${principal.user.lastName}`.trim(),
});

/** Section 7.1's headers as an action reads them. */
export interface ActionHeaders {
  /** SystemMode (or Mode for approves and declines): the mode the user works in. */
  mode: 'Test' | 'Live';
  /** Website-Id, when sent: must be the transaction's website. */
  websiteId?: string;
}

/** What every action knows besides its input. */
export interface ActionContext {
  tx: Tx;
  actor: Actor;
  scope: Scope;
  headers: ActionHeaders;
  now: Date;
  /** A batch decided together tells its requester once (ADR 0071): its lines do not each. */
  quietRequester?: boolean;
}
