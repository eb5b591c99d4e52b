/**
 * What delivery reads besides the database (ADR 0100): the clock, the DNS resolver, the HTTP poster and the jitter's
 * random numbers. One object, as SCA's clock: a test sets its fields and the server it started sees them.
 */
import type { ApiDeps } from '../../http/deps';
import { systemResolver } from './address-filter';
import type { DeliveryDeps } from './deliver';
import { postWebhook } from './http-post';

export const webhookDelivery: Pick<DeliveryDeps, 'now' | 'resolve' | 'post' | 'random'> = {
  now: () => new Date(),
  resolve: systemResolver,
  post: postWebhook,
  random: Math.random,
};

/** The delivery's dependencies for an API module (calls read the settings' fields when they run). */
export const deliveryDepsOf = (deps: Pick<ApiDeps, 'db' | 'vault' | 'config'>): DeliveryDeps => ({
  db: deps.db, vault: deps.vault, allowPrivate: deps.config.webhookAllowPrivateNetworks, leaseMs: deps.config.webhookLeaseMs,
  now: () => webhookDelivery.now(), resolve: (host) => webhookDelivery.resolve(host),
  post: (request) => webhookDelivery.post(request), random: () => webhookDelivery.random(),
});
