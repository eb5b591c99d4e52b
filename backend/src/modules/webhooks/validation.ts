/** The server's checks of an endpoint body beyond its JSON schema (the form makes the same; ADR 0100). */
import { WEBHOOK_ENDPOINT_MESSAGES as M, WEBHOOK_RESERVED_HEADERS, type WebhookEndpointBody } from '@portal/contracts';
import { badRequest } from '../../http/errors';
import { urlProblem } from './address-filter';

export function checkEndpointBody(body: WebhookEndpointBody, allowPrivate: boolean): void {
  const url = urlProblem(body.url.trim(), allowPrivate);
  if (url) throw badRequest(url);
  if (!body.eventTypes.length) throw badRequest(M.eventTypesRequired);
  const seen = new Set<string>();
  for (const header of body.headers ?? []) {
    const name = header.name.toLowerCase();
    if ((WEBHOOK_RESERVED_HEADERS as readonly string[]).includes(name)) throw badRequest(M.headerReserved.replace('{{name}}', header.name));
    if (seen.has(name)) throw badRequest(M.headerDuplicate.replace('{{name}}', header.name));
    seen.add(name);
  }
}
