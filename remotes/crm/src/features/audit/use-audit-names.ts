import { useCallback, useMemo } from 'react';
import { auditActionName, auditTargetName, type AuditEvent } from '@portal/contracts';
import { useInReaderLanguage, useLookups } from '@portal/kit';

/** An audit event's action as the page names it: in the reader's language, or null when it has none (machine name shown). */
export const useAuditActionName = (): ((action: string) => string | null) => useInReaderLanguage(auditActionName);

/**
 * What an audit event acted on as the page names it: its type in the reader's language and what it was called then
 * ("Para birimi: Gold (troy ounce)"), either alone when the other is missing, or null when neither is known.
 */
export function useAuditTargetName(): (event: Pick<AuditEvent, 'targetType' | 'changes'>) => string | null {
  const typeName = useInReaderLanguage(auditTargetName);
  return useCallback((event) => [typeName(event.targetType), event.changes.label].filter(Boolean).join(': ') || null, [typeName]);
}

/** The target's machine form: its type and id (`currencies XAU`), as the filters and the export read them. */
export const machineTarget = (event: { targetType: string; targetId: string | null }): string =>
  `${event.targetType}${event.targetId ? ` ${event.targetId}` : ''}`;

/** The tenant and merchant an event happened in, by name (the user context's lists), or null when the list lacks them. */
export function useAuditOwnerNames(): { tenant(id: string): string | null; merchant(id: string): string | null } {
  const { tenants, merchants } = useLookups(['tenants', 'merchants']);
  return useMemo(() => ({
    tenant: (id: string) => tenants.byId.get(id)?.name ?? null,
    merchant: (id: string) => merchants.byId.get(id)?.name ?? null,
  }), [tenants, merchants]);
}
