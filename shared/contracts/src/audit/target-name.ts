import { AUDIT_TARGET_NAMES } from './target-names';
import { keysNamed, nameIn } from './names-containing';

/**
 * What an audit event acted on, in the reader's language ("Banking channel", "Banka kanalı"), or null for a target
 * type no route records any more (the page shows the machine type).
 */
export const auditTargetName = (targetType: string, language: string): string | null => nameIn(AUDIT_TARGET_NAMES, targetType, language);

/** The target types whose English or Turkish name contains `search`: the Target type filter finds events by the name shown. */
export const auditTargetsNamed = (search: string): string[] => keysNamed(AUDIT_TARGET_NAMES, search);
