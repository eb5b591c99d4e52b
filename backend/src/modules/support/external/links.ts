import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { oidcKeys, supportFeedItems } from '../../../db/schema';
import { isUuid } from '../../../lib/ids';
import { findTicket, type TicketRow } from '../tickets.repository';

/** An invitation link works for this long after the invitation. */
export const EXTERNAL_LINK_VALID_MS = 30 * 24 * 3_600_000;
/** Page of an invited external party: `${EXTERNAL_PAGE_PATH}/<token>`. */
export const EXTERNAL_PAGE_PATH = '/support/external';

/** Kept beside the provider's keys (oidc_keys: the backend's table of server secrets). */
const SECRET_ROW = 'support-external-party-link-key';
const secrets = new WeakMap<Db, Promise<Buffer>>();

async function loadOrCreateSecret(db: Db): Promise<Buffer> {
  const read = async () => (await db.select().from(oidcKeys).where(eq(oidcKeys.id, SECRET_ROW)))[0]?.value as string | undefined;
  let stored = await read();
  if (!stored) {
    // A concurrent first use may insert first: ignore ours and read theirs.
    await db.insert(oidcKeys).values({ id: SECRET_ROW, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    stored = await read();
  }
  return Buffer.from(stored!, 'base64url');
}

function secretOf(db: Db): Promise<Buffer> {
  let s = secrets.get(db);
  if (!s) {
    s = loadOrCreateSecret(db);
    s.catch(() => secrets.delete(db));
    secrets.set(db, s);
  }
  return s;
}

/** What an invitation link stands for: the invitation feed item of one ticket. */
export interface Invitation {
  itemId: string;
  ticketId: string;
  email: string;
  invitedAt: Date;
}

const mac = (secret: Buffer, i: Invitation) =>
  createHmac('sha256', secret).update([i.itemId, i.ticketId, i.email, i.invitedAt.toISOString()].join('\n')).digest();

/** Signs invitations with the server secret: token = <invitation item id>.<HMAC>. */
export async function invitationSigner(db: Db, origin: string): Promise<(i: Invitation) => string> {
  const secret = await secretOf(db);
  return (i) => `${origin}${EXTERNAL_PAGE_PATH}/${i.itemId}.${mac(secret, i).toString('base64url')}`;
}

export const invitationExpired = (i: Pick<Invitation, 'invitedAt'>, now: Date): boolean =>
  now.getTime() > i.invitedAt.getTime() + EXTERNAL_LINK_VALID_MS;

export interface ValidInvitation {
  invitation: Invitation;
  ticket: TicketRow;
}

/** The invitation and ticket behind a token; undefined when the token is malformed, tampered with or expired. */
export async function openInvitation(db: Db, token: string, now: Date): Promise<ValidInvitation | undefined> {
  const [itemId, signature, ...rest] = token.split('.');
  if (!itemId || !signature || rest.length || !isUuid(itemId)) return undefined;
  const [item] = await db.select().from(supportFeedItems)
    .where(and(eq(supportFeedItems.id, itemId), eq(supportFeedItems.type, 'ExternalPartyInvitationItem')));
  if (!item || typeof item.data.externalPartyEmail !== 'string') return undefined;
  const invitation: Invitation = { itemId, ticketId: item.ticketId, email: item.data.externalPartyEmail, invitedAt: item.createdAt };
  // Compare the text, not decoded bytes: base64url decoding ignores the last character's spare bits,
  // so a decoded comparison would accept altered tokens.
  const expected = Buffer.from(mac(await secretOf(db), invitation).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (invitationExpired(invitation, now)) return undefined;
  const ticket = await findTicket(db, item.ticketId);
  return ticket ? { invitation, ticket } : undefined;
}
