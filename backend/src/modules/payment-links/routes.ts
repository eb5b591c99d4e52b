/**
 * Payment links and the hosted payment page's settings (spec part 2: /merchant/payment-settings/payment-links,
 * /developer-settings/hosted-payment; ADR 0108): a merchant user's own, on their route's permission. The links are of
 * the mode the switch shows; another merchant's (or tenant's) link answers 404 through the resource layer's scope.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_HOSTED_PAYMENT_SETTINGS, PAYMENT_LINK_ENDPOINTS as E, PAYMENT_LINK_MESSAGES as M, PAYMENT_LINK_PERMISSIONS as P, PAYMENT_LINKS_RESOURCE,
  type HostedPaymentSettings, type PaymentLinkBody,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { hostedPaymentSettings, paymentLinks } from '../../db/schema';
import { apiRoute, type Access } from '../../http/api-route';
import { noteRowChange } from '../../http/audit-trail';
import type { ApiDeps } from '../../http/deps';
import { badRequest } from '../../http/errors';
import { crudRoutes, listRoute } from '../../http/resource-routes';
import { findFileMeta } from '../files/repository';
import type { Principal } from '../users/repository';
import { paymentLinkClock } from './clock';
import { linkRow, newLinkToken, type LinkRecord } from './rows';
import { checkLinkBody, checkSettings, linkValues } from './validation';

const LINKS: Access = { userTypes: ['merchant'], anyPermission: [P.links] };
const SETTINGS: Access = { userTypes: ['merchant'], anyPermission: [P.hostedPayment] };
const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);
const LOGO_BYTES = 200 * 1024;

const merchantOf = (principal: Principal): { tenantId: string; merchantId: string } => ({
  merchantId: principal.user.merchantId!, tenantId: principal.merchant?.tenantId ?? principal.user.tenantId!,
});

/** The merchant's settings, or the defaults when never saved. */
export async function settingsOf(db: Pick<Db, 'select'>, merchantId: string): Promise<HostedPaymentSettings> {
  const [row] = await db.select().from(hostedPaymentSettings).where(eq(hostedPaymentSettings.merchantId, merchantId));
  if (!row) return { ...DEFAULT_HOSTED_PAYMENT_SETTINGS };
  return {
    allowedWebsites: row.allowedWebsites, logoFileId: row.logoFileId, brandColour: row.brandColour, accentColour: row.accentColour,
    successUrl: row.successUrl, cancelUrl: row.cancelUrl,
  };
}

/** The logo: a file of this merchant's, already content-checked by the files service as an image of these types and size. */
async function checkLogo(db: Db, merchantId: string, fileId: string | null): Promise<void> {
  if (!fileId) return;
  const meta = await findFileMeta(db, fileId);
  if (!meta || meta.merchantId !== merchantId) throw badRequest(M.logoNotImage);
  if (!LOGO_TYPES.has(meta.contentType)) throw badRequest(M.logoNotImage);
  if (meta.size > LOGO_BYTES) throw badRequest(M.logoTooLarge);
}

export function paymentLinkRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db, config } = deps;
  const owner = { tenantId: paymentLinks.tenantId, merchantId: paymentLinks.merchantId, mode: paymentLinks.mode };
  const toRow = (row: LinkRecord) => linkRow(row, config.publicOrigin, paymentLinkClock.now());

  listRoute(app, deps, PAYMENT_LINKS_RESOURCE, {
    access: LINKS, table: paymentLinks, owner,
    columns: { id: paymentLinks.id, description: paymentLinks.description, active: paymentLinks.active, createdAt: paymentLinks.createdAt },
    toRow: toRow as never,
  });
  crudRoutes(app, deps, PAYMENT_LINKS_RESOURCE, {
    access: LINKS, table: paymentLinks, owner, columns: { id: paymentLinks.id },
    toRow: toRow as never,
    toValues: async (body, call, existing) => {
      const b = body as PaymentLinkBody;
      const now = paymentLinkClock.now();
      const { merchantId } = merchantOf(call.principal);
      const before = existing as unknown as LinkRecord | null;
      await checkLinkBody(db, b, merchantId, now, before ?? undefined);
      return before
        ? { ...linkValues(b), updatedAt: now }
        : { ...linkValues(b), token: newLinkToken(), createdBy: call.principal.user.id, createdAt: now, updatedAt: now };
    },
  });

  apiRoute(app, deps, E.settings, {
    access: SETTINGS,
    handler: async ({ principal }) => settingsOf(db, merchantOf(principal).merchantId),
  });

  apiRoute(app, deps, E.saveSettings, {
    access: SETTINGS,
    handler: async ({ principal, body }) => {
      const { merchantId, tenantId } = merchantOf(principal);
      const next: HostedPaymentSettings = {
        ...body, allowedWebsites: body.allowedWebsites.map((w) => w.replace(/\/$/, '')),
        successUrl: body.successUrl?.trim() || null, cancelUrl: body.cancelUrl?.trim() || null,
        brandColour: body.brandColour.toUpperCase(), accentColour: body.accentColour.toUpperCase(),
      };
      checkSettings(next);
      await checkLogo(db, merchantId, next.logoFileId);
      const before = await settingsOf(db, merchantId);
      await db.insert(hostedPaymentSettings).values({ merchantId, tenantId, ...next, updatedAt: new Date() })
        .onConflictDoUpdate({ target: hostedPaymentSettings.merchantId, set: { ...next, updatedAt: new Date() } });
      noteRowChange({ type: 'hosted-payment-settings', id: merchantId, tenantId, merchantId }, before as never, next as never);
      return next;
    },
  });
}
