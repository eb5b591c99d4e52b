import { auditActionName, auditTargetName } from '@portal/contracts';
import { useInReaderLanguage } from '@portal/kit';

/** An audit event's action as the page names it: in the reader's language, or null when it has none (machine name shown). */
export const useAuditActionName = (): ((action: string) => string | null) => useInReaderLanguage(auditActionName);

/** What an audit event acted on, in the reader's language ("Banka kanalı"), or null when its type has no name. */
export const useAuditTargetName = (): ((targetType: string) => string | null) => useInReaderLanguage(auditTargetName);

/** The target's machine form: its type and id (`currencies XAU`), as the filters and the export read them. */
export const machineTarget = (event: { targetType: string; targetId: string | null }): string =>
  `${event.targetType}${event.targetId ? ` ${event.targetId}` : ''}`;
