import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from './clock';
import { createScopingRunner, type ScopingRunner } from './scoping';

/** What the support module keeps per server: its clock (tests swap it) and the scoping runs in progress. */
export interface SupportServices {
  clock: Clock;
  scoping: ScopingRunner;
}

const byServer = new WeakMap<FastifyInstance, SupportServices>();

export function createSupportServices(app: FastifyInstance, db: Db): SupportServices {
  const services: SupportServices = {
    clock: systemClock,
    scoping: createScopingRunner({ db, clock: () => services.clock, log: app.log }),
  };
  byServer.set(app, services);
  // Runs finish (their waits cut short) before the database closes.
  app.addHook('onClose', async () => { await services.scoping.stop(); });
  return services;
}

/** The support services of a running server (tests inject a ManualClock here). */
export function supportServicesOf(app: FastifyInstance): SupportServices {
  const services = byServer.get(app);
  if (!services) throw new Error('support routes are not registered on this server');
  return services;
}
