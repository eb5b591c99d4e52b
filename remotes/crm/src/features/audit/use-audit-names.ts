import { useCallback } from 'react';
import { auditActionName, auditTargetName, type AuditEvent } from '@portal/contracts';
import { useInReaderLanguage } from '@portal/kit';

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
