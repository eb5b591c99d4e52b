import type { AuthChannel, AuthMessage, SessionOffer, SessionRequest } from './auth-channel';

/**
 * A new tab's session handed over by the tabs already open (ADR 0116).
 *
 * Session storage is per tab (ADR 0004), so a page opened in a new tab used to start signed out and sign in
 * silently through the provider (the sign-in library's download, a hidden iframe, a redirect and a token call):
 * 1-2.5 s before its rows, 4 s more with the CPU throttled. Now it first asks the open tabs on the `portal-auth`
 * channel, and a signed-in tab answers within a few ms:
 * - the request carries a fresh ECDH P-256 public key; each answer is sealed (AES-GCM, with a key both sides derive
 *   from their ECDH keys, bound to the request's id) for the tab that asked, so no other tab, signed out or not,
 *   can read what crosses the channel; BroadcastChannel itself never leaves the origin;
 * - what is handed over is the access token, the ID token and the profile, never the refresh token: a refresh token
 *   stays with the one tab that holds it (renewals never race one token), and the new tab renews through the
 *   provider session when its token is due, as a duplicated tab does (ADR 0010);
 * - the taker accepts only the user the browser is signed in as (`portal-sub`), with at least
 *   HANDOVER_MIN_SECONDS_LEFT of the token left; a `logout` meanwhile, no answer in time or no WebCrypto: it takes
 *   nothing and signs in through the provider as before;
 * - every signed-in tab holds a shared Web Lock, so a new tab learns from the browser at once whether any could answer:
 *   none, it does not wait; one, it waits up to HANDOVER_TIMEOUT_OPEN_TAB_MS for it (HANDOVER_TIMEOUT_MS without Web Locks);
 *   an answer that arrived within that time is opened and taken however long opening it takes;
 * - a tab that will answer says so first (`session-coming`, before the crypto that seals its answer): an answer
 *   announced within the limit is awaited up to HANDOVER_ANNOUNCED_WAIT_MS after its announcement, so a tab that
 *   is slow to seal on a loaded machine still hands over, and a new tab never waits for an answer nobody announced.
 */

/** How long a new tab waits for an open tab's answer before it signs in through the provider. */
export const HANDOVER_TIMEOUT_MS = 250;
/**
 * The same when the browser says a signed-in tab is open (its Web Lock is held): an idle tab answers in a few ms, but one
 * busy loading its own page on a loaded machine took over a second (e2e, load 18), while the provider's round trip took
 * 4 s there; Chromium does not freeze a page that holds a Web Lock, so a tab that holds it can answer.
 */
export const HANDOVER_TIMEOUT_OPEN_TAB_MS = 2000;
/**
 * How long an answer a tab announced within the limit is awaited after its announcement. The tab has shown it is
 * running and signed in; only its sealing is left, and the provider's round trip it saves took 4 s on a loaded machine.
 */
export const HANDOVER_ANNOUNCED_WAIT_MS = 4000;
/** The shared Web Lock every signed-in tab holds, so a new tab knows (from the browser, at once) whether to ask. */
export const SIGNED_IN_TAB_LOCK = 'portal-auth-signed-in-tab';
/** A token with less time than this left is stale: neither offered nor taken. */
export const HANDOVER_MIN_SECONDS_LEFT = 10;

/** What oidc-client-ts stores of a signed-in user, without the refresh token. */
export interface HandedOverSession {
  access_token: string;
  id_token?: string;
  token_type?: string;
  scope?: string;
  session_state?: string | null;
  /** Epoch seconds. */
  expires_at: number;
  profile: { sub: string; [claim: string]: unknown };
}

export interface HandoverOptions {
  channel: AuthChannel;
  /** WebCrypto (default the page's; without it nothing is handed over). */
  subtle?: SubtleCrypto;
  nowSeconds?: () => number;
}

const ECDH: EcKeyGenParams = { name: 'ECDH', namedCurve: 'P-256' };
const encoder = new TextEncoder();

function pageSubtle(): SubtleCrypto | undefined {
  return typeof crypto === 'undefined' ? undefined : crypto.subtle;
}

const defaultNow = () => Math.floor(Date.now() / 1000);

function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The AES-GCM key of one exchange: our private ECDH key with the other side's public one. */
async function sealingKey(subtle: SubtleCrypto, own: CryptoKey, theirs: ArrayBuffer, usage: KeyUsage): Promise<CryptoKey> {
  const publicKey = await subtle.importKey('raw', theirs, ECDH, false, []);
  return subtle.deriveKey({ name: 'ECDH', public: publicKey }, own, { name: 'AES-GCM', length: 256 }, false, [usage]);
}

/** A session worth handing over or taking: a user with an access token, not stale. */
export function isFreshSession(value: unknown, nowSeconds: number): value is HandedOverSession {
  const session = value as Partial<HandedOverSession> | null;
  return (
    typeof session?.access_token === 'string' &&
    session.access_token.length > 0 &&
    typeof session.expires_at === 'number' &&
    session.expires_at - nowSeconds >= HANDOVER_MIN_SECONDS_LEFT &&
    typeof session.profile?.sub === 'string' &&
    session.profile.sub.length > 0
  );
}

/** Only what a taker needs: a refresh token, or anything else the stored user may carry, never leaves the tab. */
function handedOverPart(session: HandedOverSession): HandedOverSession {
  const { access_token, id_token, token_type, scope, session_state, expires_at, profile } = session;
  return { access_token, id_token, token_type, scope, session_state, expires_at, profile };
}

/** What the session handover needs of the Web Locks API. */
export interface TabLocks {
  request(name: string, options: { mode: 'shared' }, callback: () => Promise<void>): Promise<void>;
  query(): Promise<{ held?: Array<{ name?: string }> }>;
}

function browserTabLocks(): TabLocks | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: Partial<TabLocks> }).locks;
  return locks && typeof locks.request === 'function' && typeof locks.query === 'function' ? (locks as TabLocks) : undefined;
}

/** Marks this tab as a signed-in one for new tabs to see (the shared lock, held until the returned release). */
export function markSignedInTab(locks: TabLocks | undefined = browserTabLocks()): () => void {
  if (!locks) return () => {};
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  locks.request(SIGNED_IN_TAB_LOCK, { mode: 'shared' }, () => held).catch(() => {});
  return release;
}

/** Whether a signed-in tab is open: true or false from the browser's lock manager, null when it cannot tell. */
export async function signedInTabOpen(locks: TabLocks | undefined = browserTabLocks()): Promise<boolean | null> {
  if (!locks) return null;
  try {
    const { held = [] } = await locks.query();
    return held.some((lock) => lock.name === SIGNED_IN_TAB_LOCK);
  } catch {
    return null;
  }
}

export interface RequestSessionOptions extends HandoverOptions {
  /** The user this browser is signed in as now (`portal-sub`); null when signed out. */
  signedInSub: () => string | null;
  /** Whether a signed-in tab is open (default: the Web Lock; null when unknown). */
  tabOpen?: () => Promise<boolean | null>;
  /** Default HANDOVER_TIMEOUT_OPEN_TAB_MS when a signed-in tab is known to be open, else HANDOVER_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** Asks the open tabs for the session; the first fresh one for the signed-in user, or null. */
export async function requestHandedOverSession(options: RequestSessionOptions): Promise<HandedOverSession | null> {
  const { channel, signedInSub, subtle = pageSubtle(), nowSeconds = defaultNow, tabOpen = () => signedInTabOpen() } = options;
  if (!subtle || !signedInSub()) return null;
  // No signed-in tab open (the browser's lock manager says so at once): nobody could answer, do not wait.
  const open = await tabOpen();
  if (open === false) return null;
  const timeoutMs = options.timeoutMs ?? (open ? HANDOVER_TIMEOUT_OPEN_TAB_MS : HANDOVER_TIMEOUT_MS);
  let keys: CryptoKeyPair;
  let publicKey: ArrayBuffer;
  try {
    keys = await subtle.generateKey(ECDH, false, ['deriveKey']);
    publicKey = await subtle.exportKey('raw', keys.publicKey);
  } catch {
    return null;
  }
  const id = randomId();

  return new Promise((resolve) => {
    let done = false;
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    const finish = (session: HandedOverSession | null) => {
      if (done) return;
      done = true;
      timers.forEach(clearTimeout);
      unsubscribe();
      resolve(session);
    };
    // The limit is for an answer to arrive (or be announced), not for the crypto that opens it: on a busy machine this
    // tab's own page loading can delay that, and a tab that gave up then would go to the provider with an answer in hand.
    let limitPassed = false;
    // After the limit, only answers announced before it are still awaited, until HANDOVER_ANNOUNCED_WAIT_MS after the first.
    let announcedClosed = false;
    let announced = 0;
    let received = 0;
    let opening = 0;
    const giveUpIfNothingLeft = () => {
      const awaited = !announcedClosed && received < announced;
      if (limitPassed && opening === 0 && !awaited) finish(null);
    };
    const open = async (offer: SessionOffer): Promise<void> => {
      opening += 1;
      try {
        const key = await sealingKey(subtle, keys.privateKey, offer.key, 'decrypt');
        const plain = await subtle.decrypt({ name: 'AES-GCM', iv: offer.iv, additionalData: encoder.encode(id) }, key, offer.sealed);
        const session: unknown = JSON.parse(new TextDecoder().decode(plain));
        // Checked when it arrives: a sign-out or another user's sign-in meanwhile changes portal-sub.
        const sub = signedInSub();
        if (sub && isFreshSession(session, nowSeconds()) && session.profile.sub === sub) finish(handedOverPart(session));
      } catch {
        // Not sealed for this request (or damaged): wait for another answer.
      } finally {
        opening -= 1;
        giveUpIfNothingLeft();
      }
    };
    const unsubscribe = channel.subscribe((message: AuthMessage) => {
      if (message.type === 'logout') finish(null);
      else if (message.type === 'session-coming' && message.id === id && !limitPassed) {
        announced += 1;
        if (announced === 1) {
          timers.push(setTimeout(() => {
            announcedClosed = true;
            giveUpIfNothingLeft();
          }, HANDOVER_ANNOUNCED_WAIT_MS));
        }
      } else if (message.type === 'session-offer' && message.id === id) {
        received += 1;
        if (!limitPassed || (!announcedClosed && received <= announced)) void open(message);
      }
    });
    timers.push(setTimeout(() => {
      limitPassed = true;
      giveUpIfNothingLeft();
    }, timeoutMs));
    channel.post({ type: 'session-request', id, key: publicKey });
  });
}

export interface OfferSessionOptions extends HandoverOptions {
  /** This tab's session when it is signed in as the browser's user, else null (a signed-out tab offers nothing). */
  currentSession: () => HandedOverSession | null | Promise<HandedOverSession | null>;
}

/** Answers other tabs' requests with this tab's session, sealed for the asking tab. Returns the unsubscribe. */
export function offerSessionOnRequest(options: OfferSessionOptions): () => void {
  const { channel, currentSession, subtle = pageSubtle(), nowSeconds = defaultNow } = options;
  const answer = async (request: SessionRequest): Promise<void> => {
    if (!subtle) return;
    const session = await currentSession();
    if (!isFreshSession(session, nowSeconds())) return;
    // Said before the crypto: the asking tab then knows an answer is on the way and waits for it.
    channel.post({ type: 'session-coming', id: request.id });
    const keys = await subtle.generateKey(ECDH, false, ['deriveKey']);
    const key = await sealingKey(subtle, keys.privateKey, request.key, 'encrypt');
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = encoder.encode(JSON.stringify(handedOverPart(session)));
    const sealed = await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(request.id) }, key, plain);
    channel.post({ type: 'session-offer', id: request.id, key: await subtle.exportKey('raw', keys.publicKey), iv, sealed });
  };
  return channel.subscribe((message) => {
    if (message.type === 'session-request') void answer(message).catch(() => {});
  });
}
