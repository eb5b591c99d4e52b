import { auditActionName } from '@portal/contracts';
import { useInReaderLanguage } from '../records/use-in-reader-language';

/** An audit event's action as the page names it: in the reader's language, or its machine name when it has none. */
const shownActionName = (action: string, language: string): string => auditActionName(action, language) ?? action;

export const useAuditActionName = (): ((action: string) => string) => useInReaderLanguage(shownActionName);
