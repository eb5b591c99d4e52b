import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { attachment } from '../../lib/content-disposition';
import { isUuid } from '../../lib/ids';
import { NOTIFICATION_ENDPOINTS } from '@portal/contracts';
import { notifyReportGenerated, notifyUsers } from './notify';
import { notificationRepo as repo, purgeOldNotifications } from './repository';
import { readerLanguage } from './texts';

const HOUR = 3_600_000;

export interface NotificationRouteOptions {
  /** The clock purging reads (tests fix it). */
  now?: () => Date;
  /** Adds a route that creates a notification for the caller (e2e only; never on in production). */
  testRoutes?: boolean;
}

/** True when the test-only seeding route should exist: NODE_ENV=test or NOTIFICATIONS_TEST_ROUTES=1. */
export const testRoutesEnabled = (env = process.env): boolean => env.NODE_ENV === 'test' || env.NOTIFICATIONS_TEST_ROUTES === '1';

/**
 * In-app notifications of the caller (spec part 1 section 7 "Notifications"). Every query is keyed by the
 * caller's user id: another user's id answers 404, exactly as a missing one.
 */
export async function notificationRoutes(app: FastifyInstance, deps: ApiDeps, opts: NotificationRouteOptions = {}): Promise<void> {
  const { db } = deps;
  const now = opts.now ?? (() => new Date());
  const purge = () => purgeOldNotifications(db, now());
  const ownId = (id: string) => {
    if (!isUuid(id)) throw notFound('Notification not found');
    return id;
  };
  const counted = async (userId: string) => ({ result: 'success' as const, unreadNotificationCount: await repo.unreadCount(db, userId) });

  await purge();
  const timer = setInterval(() => {
    purge().catch((err: unknown) => app.log.warn({ err }, 'could not purge old notifications'));
  }, HOUR);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  apiRoute(app, deps, NOTIFICATION_ENDPOINTS.list, {
    handler: async ({ principal, query, request }) => {
      await purge();
      const userId = principal.user.id;
      const language = readerLanguage(request.headers['accept-language'], principal.user.language);
      return { ...await counted(userId), data: await repo.page(db, userId, query.pageIndex, query.pageSize, language) };
    },
  });

  apiRoute(app, deps, NOTIFICATION_ENDPOINTS.latest, {
    handler: async ({ principal, query, request }) => {
      await purge();
      const userId = principal.user.id;
      const language = readerLanguage(request.headers['accept-language'], principal.user.language);
      return { ...await counted(userId), data: await repo.since(db, userId, new Date(query.since), language) };
    },
  });

  apiRoute(app, deps, NOTIFICATION_ENDPOINTS.one, {
    handler: async ({ principal, params, request }) => {
      const language = readerLanguage(request.headers['accept-language'], principal.user.language);
      const data = await repo.one(db, principal.user.id, ownId(params.id), language);
      if (!data) throw notFound('Notification not found');
      return { ...await counted(principal.user.id), data };
    },
  });

  apiRoute(app, deps, NOTIFICATION_ENDPOINTS.markAllRead, {
    handler: async ({ principal }) => {
      await repo.markAllRead(db, principal.user.id);
      return counted(principal.user.id);
    },
  });

  apiRoute(app, deps, NOTIFICATION_ENDPOINTS.markRead, {
    handler: async ({ principal, params }) => {
      if (!await repo.markRead(db, principal.user.id, ownId(params.id))) throw notFound('Notification not found');
      return counted(principal.user.id);
    },
  });

  apiRoute(app, deps, NOTIFICATION_ENDPOINTS.removeAll, {
    handler: async ({ principal }) => {
      await repo.deleteAll(db, principal.user.id);
      return counted(principal.user.id);
    },
  });

  apiRoute(app, deps, NOTIFICATION_ENDPOINTS.remove, {
    handler: async ({ principal, params }) => {
      if (!await repo.deleteOne(db, principal.user.id, ownId(params.id))) throw notFound('Notification not found');
      return counted(principal.user.id);
    },
  });

  apiRoute(app, deps, NOTIFICATION_ENDPOINTS.reportDownload, {
    handler: async ({ principal, params, reply }) => {
      const report = await repo.report(db, principal.user.id, ownId(params.id));
      if (!report) throw notFound('File not found');
      void reply.header('content-type', report.contentType)
        .header('content-disposition', attachment(report.fileName))
        .header('cache-control', 'no-store');
      // A large file (a background export) is stored in pieces: streamed one piece at a time.
      return report.parts > 0 ? Readable.from(repo.reportParts(db, report.id, report.parts)) : report.content;
    },
  });

  if (opts.testRoutes ?? testRoutesEnabled()) {
    apiRoute(app, deps, NOTIFICATION_ENDPOINTS.testNotify, {
      handler: async ({ principal, body }) => {
        if (body.report) {
          await notifyReportGenerated(db, principal.user.id, { ...body.report, contentType: 'text/csv', title: body.title });
        } else {
          await notifyUsers(db, [principal.user.id], { ...body, description: body.description ?? '' });
        }
        return { result: 'success' };
      },
    });
  }
}
