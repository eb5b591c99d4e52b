import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../../http/deps';
import { documentRoutes } from './documents.routes';
import { precheckRoutes } from './precheck.routes';
import { boardingQueueRoutes } from './queue.routes';
import { reviewRoutes } from './review.routes';

/** Boarding with documents (ADR 0098). After the files module: uploads read multipart, whose parser it registers. */
export function boardingRoutes(app: FastifyInstance, deps: ApiDeps): void {
  precheckRoutes(app, deps);
  documentRoutes(app, deps);
  reviewRoutes(app, deps);
  boardingQueueRoutes(app, deps);
}
