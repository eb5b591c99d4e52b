/**
 * The public payment page (ADR 0108) on the portal's origin, no sign-in: `/pay/<token>` drawn by the server (not
 * the federated SPA), its stylesheet, script, theme and logo, and the page's two declared calls (the link, the
 * payment). The token (192 random bits) is what lets a customer in; calls act as the link's creator, in its mode.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { PAY_PAGE_ENDPOINTS as E, PAY_PAGE_REFUSALS, type PayPageLink } from '@portal/contracts';
import type { Db } from '../../db/client';
import { currencies, merchants } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { fileContent, findFileMeta } from '../files/repository';
import { paymentLinkClock } from './clock';
import { money, PAY_CSS, payPage, themeCss, unavailablePage } from './page/html';
import { fill, languageOf, PAY_TEXTS } from './page/texts';
import { countPayAttempt, minutesOf, payBlockedFor } from './pay-limits';
import { payPageScript } from './page-script';
import { creatorOf, linkByToken, payLink } from './pay';
import { settingsOf } from './routes';
import { linkStatus, type LinkRecord } from './rows';

const REFUSAL_OF_STATUS = { Inactive: PAY_PAGE_REFUSALS.inactive, UsedUp: PAY_PAGE_REFUSALS.usedUp, Expired: PAY_PAGE_REFUSALS.expired } as const;

/** Strict: only this origin's script and styles, no inline anything; framed only by the merchant's own websites. */
export function payPageCsp(allowedWebsites: string[]): string {
  return [
    "default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self'", "connect-src 'self'", "form-action 'self'", "base-uri 'none'",
    `frame-ancestors ${allowedWebsites.length ? allowedWebsites.map((w) => w.replace(/[;,\s]/g, '')).join(' ') : "'none'"}`,
  ].join('; ');
}

async function pageLink(db: Db, link: LinkRecord): Promise<PayPageLink> {
  const [merchant] = await db.select({ name: merchants.legalBusinessName }).from(merchants).where(eq(merchants.id, link.merchantId));
  const [currency] = await db.select({ places: currencies.decimalPlaces }).from(currencies).where(eq(currencies.code, link.currency));
  const settings = await settingsOf(db, link.merchantId);
  return {
    token: link.token, status: linkStatus(link, paymentLinkClock.now()), merchantName: merchant?.name ?? '', description: link.description,
    amountType: link.amountType as PayPageLink['amountType'], amount: link.amount, minAmount: link.minAmount, maxAmount: link.maxAmount,
    currency: link.currency, decimalPlaces: currency?.places ?? 2, mode: link.mode as 'Test' | 'Live', hasLogo: settings.logoFileId !== null,
    brandColour: settings.brandColour, accentColour: settings.accentColour, cancelUrl: settings.cancelUrl,
  };
}

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
/** The page and its assets are not API routes: out of the OpenAPI document. */
const HIDDEN = { schema: { hide: true } };

function html(reply: FastifyReply, status: number, body: string, csp: string) {
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', csp)
    .header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').header('referrer-policy', 'no-referrer')
    .header('content-language', body.includes('<html lang="tr"') ? 'tr' : 'en').send(body);
}

export function payPageRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  /** The page's calls act as the link's creator (their scope and the audit trail), as an API key acts as its creator's. */
  const asCreator = async (request: FastifyRequest) => {
    const token = (request.params as { token?: string }).token ?? '';
    const link = await linkByToken(db, token);
    return creatorOf(db, link);
  };

  app.get('/pay/:token', HIDDEN, async (request, reply) => {
    const { token } = request.params as { token: string };
    const lang = languageOf((request.query as { lang?: string }).lang, request.headers['accept-language']);
    const t = PAY_TEXTS[lang];
    const link = TOKEN.test(token) ? await linkByToken(db, token).catch(() => null) : null;
    if (!link) return html(reply, 404, unavailablePage(lang, t, t[PAY_PAGE_REFUSALS.notFound.code], null), payPageCsp([]));
    const shown = await pageLink(db, link);
    const { allowedWebsites } = await settingsOf(db, link.merchantId);
    const creatorActive = await creatorOf(db, link).then(() => true, () => false);
    const status = creatorActive ? shown.status : 'Inactive';
    if (status !== 'Active') return html(reply, 410, unavailablePage(lang, t, t[REFUSAL_OF_STATUS[status].code], shown.cancelUrl), payPageCsp(allowedWebsites));
    // Past the link's or this address's attempts (card testing): how long to wait, not a form that would be refused.
    const blockedMs = await payBlockedFor(db, link.id, request.ip);
    if (blockedMs > 0) {
      reply.header('retry-after', String(Math.ceil(blockedMs / 1000)));
      const reason = fill(t[PAY_PAGE_REFUSALS.tooManyAttempts.code]!, { minutes: minutesOf(blockedMs) });
      return html(reply, 429, unavailablePage(lang, t, reason, shown.cancelUrl, t.tooManyTitle), payPageCsp(allowedWebsites));
    }
    return html(reply, 200, payPage(lang, t, shown, paymentLinkClock.now()), payPageCsp(allowedWebsites));
  });

  app.get('/pay/assets/pay.css', HIDDEN, async (_request, reply) => reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(PAY_CSS));
  app.get('/pay/assets/pay.js', HIDDEN, async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(await payPageScript()));

  app.get('/pay/:token/theme.css', HIDDEN, async (request, reply) => {
    const { token } = request.params as { token: string };
    const link = TOKEN.test(token) ? await linkByToken(db, token).catch(() => null) : null;
    const settings = link ? await settingsOf(db, link.merchantId) : null;
    const css = settings ? themeCss(settings.brandColour, settings.accentColour) : '';
    return reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(css);
  });

  app.get('/pay/:token/logo', HIDDEN, async (request, reply) => {
    const { token } = request.params as { token: string };
    const link = TOKEN.test(token) ? await linkByToken(db, token).catch(() => null) : null;
    const fileId = link ? (await settingsOf(db, link.merchantId)).logoFileId : null;
    const meta = fileId ? await findFileMeta(db, fileId) : undefined;
    if (!meta || !link || meta.merchantId !== link.merchantId) return reply.code(404).send({ error: 'Not found' });
    return reply.header('content-type', meta.contentType).header('x-content-type-options', 'nosniff').header('cache-control', 'no-cache')
      .send(await fileContent(db, meta.id));
  });

  apiRoute(app, deps, E.link, {
    authenticate: asCreator,
    handler: async ({ params }) => pageLink(db, await linkByToken(db, params.token)),
  });

  apiRoute(app, deps, E.pay, {
    // Every attempt counts per link and per address before anything else (committed on its own: a refused
    // payment's transaction does not take its count back); past a limit, 429 with Retry-After.
    authenticate: async (request) => {
      const link = await linkByToken(db, (request.params as { token?: string }).token ?? '');
      await countPayAttempt(db, link.id, request.ip);
      return creatorOf(db, link);
    },
    rateLimited: true,
    handler: async ({ params, body, request }) => {
      const link = await linkByToken(db, params.token);
      const shown = await pageLink(db, link);
      const lang = languageOf(undefined, request.headers['accept-language']);
      return payLink(db, params.token, body, (minor) => money(minor, shown.currency, shown.decimalPlaces, lang));
    },
  });
}
