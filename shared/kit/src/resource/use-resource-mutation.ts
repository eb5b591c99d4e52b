import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { KIT_TEXTS, useKitTranslation } from '../i18n/kit-texts';
import { callEndpoint, endpointOf, invalidateResource, requestIdHeaders, scopeQueryOf, type AnyResource } from './resource-call';
import { newRequestId, useActionRunner } from './use-action-runner';
import { usePortalScope } from './use-portal-scope';

export type ResourceMutationKind = 'create' | 'update' | 'remove';

/** One change: the row's id (update, remove) and what is sent (create, update). */
export interface ResourceMutationInput {
  id?: string;
  body?: unknown;
}

export interface ResourceMutation {
  /**
   * One user action through the action runner: the outcome in the alert banner (Retry on a network or
   * server failure sends the same request id again). Resolves true on success.
   */
  run(input: ResourceMutationInput, requestId?: string): Promise<boolean>;
  /**
   * The call alone (a dialog shows a refusal itself, next to what was typed): resolves with the answer,
   * rejects with the ApiError; refreshes after a success.
   */
  send(input: ResourceMutationInput, requestId?: string): Promise<unknown>;
  /** A call is on its way. */
  isPending: boolean;
  /** Refreshes the resource and what it invalidates. */
  invalidate(): Promise<void>;
}

const OPERATION = { create: 'create', update: 'update', remove: 'remove' } as const;

/** The banner line of a resource's last change (one per resource: a new outcome replaces it). */
export const resourceBannerId = (resource: { key: string }) => `resource-outcome:${resource.key}`;

/**
 * Create, update or remove a resource's row (ADR 0063): callApi on the declared endpoint with the page's
 * scope and a request id per user action, then the resource and everything in its `invalidates` refreshed.
 */
export function useResourceMutation(resource: AnyResource, kind: ResourceMutationKind): ResourceMutation {
  const { t } = useKitTranslation();
  const queryClient = useQueryClient();
  const scope = usePortalScope();
  const [pending, setPending] = useState(0);
  const invalidate = useCallback(() => invalidateResource(queryClient, resource), [queryClient, resource]);
  const runner = useActionRunner({ bannerId: resourceBannerId(resource), refresh: invalidate });
  const scopeQuery = useMemo(() => scopeQueryOf(resource, scope), [resource, scope]);

  const call = useCallback(async (input: ResourceMutationInput, requestId: string) => {
    const endpoint = endpointOf(resource, OPERATION[kind]);
    if (!endpoint) throw new Error(`${resource.key} declares no ${kind}`);
    setPending((n) => n + 1);
    try {
      return await callEndpoint(endpoint, {
        ...(input.id !== undefined ? { params: { id: input.id } } : {}),
        query: { ...scopeQuery },
        ...(kind === 'remove' ? {} : { body: input.body ?? {} }),
        headers: requestIdHeaders(requestId),
        silent: true,
      });
    } finally {
      setPending((n) => n - 1);
    }
  }, [resource, kind, scopeQuery]);

  const done = kind === 'create' ? KIT_TEXTS.created : kind === 'update' ? KIT_TEXTS.updated : KIT_TEXTS.deleted;
  const run = useCallback((input: ResourceMutationInput, requestId = newRequestId()) => runner.run({
    requestId,
    send: () => call(input, requestId),
    successMessage: () => t(done, { title: t(resource.title) }),
  }), [runner, call, t, done, resource.title]);

  const send = useCallback(async (input: ResourceMutationInput, requestId = newRequestId()) => {
    const answer = await call(input, requestId);
    void invalidate();
    return answer;
  }, [call, invalidate]);

  return { run, send, isPending: pending > 0, invalidate };
}
