import { AUDIT_ACTION_NAMES } from './action-names';
import { keysNamed, nameIn } from './names-containing';

/**
 * An audited action's name in the reader's language ("Tenant user activated", "Kiracı kullanıcısı etkinleştirildi"),
 * or null for an action no route records any more (an event written before its route was renamed keeps its machine
 * name on the page).
 */
export const auditActionName = (action: string, language: string): string | null => nameIn(AUDIT_ACTION_NAMES, action, language);

/** The actions whose English or Turkish name contains `search`: the Action filter finds an event by the name the page shows. */
export const auditActionsNamed = (search: string): string[] => keysNamed(AUDIT_ACTION_NAMES, search);
