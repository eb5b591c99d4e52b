import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { isUuid } from '../../../lib/ids';
import { findTenant } from '../../tenants/repository';
import { IDENTITY_ASSETS } from './layout';
import { themeVariables } from './theme';

/** The identity pages' colours for a tenant (`?tenant=<id>`), or the portal's defaults for none or an unknown one. */
export function themeRoute(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: { tenant?: string } }>(`${IDENTITY_ASSETS}/theme.css`, { schema: { hide: true } }, async (request, reply) => {
    const id = request.query.tenant;
    const tenant = id && isUuid(id) ? await findTenant(db, id) : undefined;
    return reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(themeVariables(tenant?.themeSettings));
  });
}
