import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { USER_CONTEXT_QUERY_KEY } from '@portal/auth';
import { ACTION_HEADERS, type EndpointDeclaration, type ResourceDeclaration, type ResourceOperation, type ScopeQuery } from '@portal/contracts';
import type { PortalScope } from './use-portal-scope';

export interface UntypedCall {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  silent?: boolean;
}

/** callApi on a resource's endpoint, whose types are the resource's (checked where the page declares it). */
export const callEndpoint = callApi as unknown as (endpoint: EndpointDeclaration, input?: UntypedCall) => Promise<unknown>;

/**
 * Any declared resource (`defineResource`'s result, whatever operations it declares), as the kit takes it;
 * `endpoints.list` may also be an existing endpoint declaration that answers a resource page.
 */
export type AnyResource = ResourceDeclaration & { endpoints: { readonly [O in ResourceOperation]?: EndpointDeclaration } };

/** The operation's endpoint of a resource (undefined when the resource does not declare it). */
export function endpointOf(resource: AnyResource, operation: ResourceOperation): EndpointDeclaration | undefined {
  return resource.endpoints[operation];
}

/** The scope parameters a call sends: platform staff's tenant, staff's merchant (the server checks both). */
export function scopeQueryOf(resource: Pick<ResourceDeclaration, 'scope'>, scope: Pick<PortalScope, 'userType' | 'tenantId' | 'merchantId'>): ScopeQuery {
  const query: ScopeQuery = {};
  if (resource.scope !== 'global' && scope.userType === 'platform' && scope.tenantId) query.tenantId = scope.tenantId;
  if (resource.scope === 'merchant' && scope.userType !== 'merchant' && scope.merchantId) query.merchantId = scope.merchantId;
  return query;
}

/** The request id header of one user action (the server answers a repeat of it without acting twice). */
export const requestIdHeaders = (requestId: string): Record<string, string> => ({ [ACTION_HEADERS.requestId]: requestId });

/**
 * What a change of `resource` refreshes: its own queries, and everything in its `invalidates` (another
 * resource's key, or 'lookup:<name>': that lookup and the user's context it is read from today).
 */
export async function invalidateResource(queryClient: QueryClient, resource: Pick<ResourceDeclaration, 'key' | 'invalidates'>): Promise<void> {
  const keys: unknown[][] = [[resource.key]];
  let context = false;
  for (const name of resource.invalidates ?? []) {
    if (name.startsWith('lookup:')) {
      keys.push(['lookup', name.slice('lookup:'.length)]);
      context = true;
    } else keys.push([name]);
  }
  // The context first: a lookup read from it then reads the fresh one.
  if (context) await queryClient.invalidateQueries({ queryKey: [...USER_CONTEXT_QUERY_KEY] });
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
