import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../../http/deps';
import { priceBookEntryRoutes } from './price-book-entries.routes';
import { priceBookRoutes } from './price-books.routes';
import { productRoutes } from './products.routes';

/** The CRM's products and price books (ADR 0089). */
export function crmPricingRoutes(app: FastifyInstance, deps: ApiDeps): void {
  productRoutes(app, deps);
  // The book's own calls (pricebooks/all, pricebooks/feetypes/...) before the resource's pricebooks/:id.
  priceBookEntryRoutes(app, deps);
  priceBookRoutes(app, deps);
}
