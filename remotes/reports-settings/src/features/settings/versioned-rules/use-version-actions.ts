import { useState } from 'react';
import { callApi } from '@portal/api-client';
import type { EndpointDeclaration, VersionStatus } from '@portal/contracts';

/** The version operations of one versioned resource (contracts `versionEndpoints`, ADR 0113). */
export interface VersionEndpoints {
  versions: EndpointDeclaration;
  activate: EndpointDeclaration;
  approve: EndpointDeclaration;
  decline: EndpointDeclaration;
  deactivate: EndpointDeclaration;
}

export type VersionAction = 'activate' | 'approve' | 'deactivate';

/** What a page says after an action, in its own words (already translated). */
export interface VersionOutcomeTexts {
  waiting: string;
  activated: string;
  stopped: string;
}

export interface VersionNotice {
  ok: boolean;
  text: string;
}

/**
 * Activate / Approve / Deactivate of a versioned rule set's row (ADR 0113), shared by the antifraud rules and smart
 * routing pages: the call names the rule by its key across versions; the answer's status says what happened (waits for
 * a second user, runs, stops); a refusal's message is translated by the page. `refresh` reloads the page's list.
 */
export function useVersionActions<Row extends object>({ endpoints, keyOf, outcome, translate }: {
  endpoints: VersionEndpoints;
  keyOf(row: Row): string;
  outcome: VersionOutcomeTexts;
  translate(text: string): string;
}) {
  const [notice, setNotice] = useState<VersionNotice | null>(null);
  const act = async (row: Row, action: VersionAction, refresh: () => Promise<unknown> | void) => {
    setNotice(null);
    try {
      const answer = await callApi(endpoints[action] as never, { params: { id: keyOf(row) }, body: {} } as never) as { status: VersionStatus };
      setNotice({ ok: true, text: answer.status === 'PendingApproval' ? outcome.waiting : answer.status === 'Active' ? outcome.activated : outcome.stopped });
    } catch (err) {
      setNotice({ ok: false, text: translate(err instanceof Error ? err.message : String(err)) });
    }
    await refresh();
  };
  return { notice, setNotice, act };
}
