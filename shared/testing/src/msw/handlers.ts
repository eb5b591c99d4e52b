import { HttpResponse, type HttpHandler } from 'msw';
import { DEFAULT_SERVICE_BASES, USER_ENDPOINTS, type ServiceBases } from '@portal/contracts';
import { userContextFor } from '../demo-users/user-context';
import { declaredHandlers } from './declared-handlers';
import { createListViewHandlers } from './list-view-handlers';
import { lookupHandlers } from './lookup-handlers';

export interface CreateHandlersOptions {
  /** The demo account whose data the handlers answer with. */
  userEmail: string;
  /** Service bases to answer at (default: the one-machine defaults, relative to the page). */
  services?: ServiceBases;
}

/**
 * msw handlers for the user context and the part 1 section 7 lookups, as one demo account sees them; declared
 * handlers (ADR 0014), so requests and answers are checked against the contracts' schemas. The resource lists'
 * saved views and column choices are kept in memory too (every list page with views reads them).
 */
export function createHandlers({ userEmail, services = DEFAULT_SERVICE_BASES }: CreateHandlersOptions): HttpHandler[] {
  const context = userContextFor(userEmail);
  return [
    ...declaredHandlers(USER_ENDPOINTS.userContext, () => HttpResponse.json(context), { services }),
    ...lookupHandlers(userEmail, services),
    ...createListViewHandlers(services).handlers,
  ];
}
