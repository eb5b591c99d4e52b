import { AUDIT_ACTION_NAMES } from './action-names';

/**
 * An audited action's name in the reader's language ("Tenant user activated", "Kiracı kullanıcısı etkinleştirildi"),
 * or null for an action no route records any more (an event written before its route was renamed keeps its machine
 * name on the page).
 */
export function auditActionName(action: string, language: string): string | null {
  const names = AUDIT_ACTION_NAMES[action];
  if (!names) return null;
  return language === 'tr' ? names.tr : names.en;
}


/**
 * The actions whose English or Turkish name contains `search` (the Turkish by Turkish case rules: "PROFİL" finds
 * "Profil ayarları değiştirildi"): the Action filter finds an event by the name the page shows, as well as by the
 * start of its machine name.
 */
export function auditActionsNamed(search: string): string[] {
  const english = search.trim().toLowerCase();
  const turkish = search.trim().toLocaleLowerCase('tr');
  if (!english) return [];
  return Object.entries(AUDIT_ACTION_NAMES)
    .filter(([, names]) => names.en.toLowerCase().includes(english) || names.tr.toLocaleLowerCase('tr').includes(turkish))
    .map(([action]) => action);
}
