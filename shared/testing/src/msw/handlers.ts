import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_PATHS, DEFAULT_SERVICE_BASES, type ServiceBases } from '@portal/contracts';
import { userContextFor } from '../demo-users/user-context';
import { lookupHandlers } from './lookup-handlers';
import { everyUrlFor } from './urls';

export interface CreateHandlersOptions {
  /** The demo account whose data the handlers answer with. */
  userEmail: string;
  /** Service bases to answer at (default: the one-machine defaults, relative to the page). */
  services?: ServiceBases;
}

/** msw handlers for the user context and the part 1 section 7 lookups, as one demo account sees them. */
export function createHandlers({ userEmail, services = DEFAULT_SERVICE_BASES }: CreateHandlersOptions): HttpHandler[] {
  const context = userContextFor(userEmail);
  return [
    ...everyUrlFor(API_PATHS.userContext, services).map((url) => http.get(url, () => HttpResponse.json(context))),
    ...lookupHandlers(userEmail, services),
  ];
}
