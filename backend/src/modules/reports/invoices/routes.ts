import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../../http/api-route';
import type { ApiDeps } from '../../../http/deps';
import { resolveScope } from '../../../http/scope';
import { attachment } from '../../../lib/content-disposition';
import { REPORT_FILE_ENDPOINTS } from '@portal/contracts';
import { visibleReport } from '../routes';
import { invoiceDocument } from './invoice-document';

/** An invoice of the invoices report as a document (ADR 0057): who may run the report may download its invoices. */
export function invoiceRoutes(app: FastifyInstance, deps: ApiDeps, now: () => Date = () => new Date()): void {
  const { db } = deps;
  apiRoute(app, deps, REPORT_FILE_ENDPOINTS.invoiceDocument, {
    handler: async ({ mode, principal, query, reply }) => {
      await visibleReport(db, principal, 'invoices');
      const document = await invoiceDocument(db, {
        month: query.month, customerId: query.customerId, currency: query.currency, timezoneOffset: query.timezoneOffset, language: query.language,
        scope: await resolveScope(db, principal), mode, now: now(),
      });
      void reply.header('content-type', 'text/html; charset=utf-8').header('content-disposition', attachment(document.fileName))
        .header('cache-control', 'no-store').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return Buffer.from(document.html, 'utf8');
    },
  });
}
