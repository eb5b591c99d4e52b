export { LANGUAGES, LANGUAGE_NAMES, isLanguage, getStoredLanguage, type Language } from './languages/languages';
export { SHELL_TEXTS, type ShellTextKey } from './resources/shell-texts';
export { shellEn } from './resources/en';
export { shellTr } from './resources/tr';
export { routeTitlesTr } from './resources/route-titles';
export { COMMON_LABELS_TR, PORTAL_WORDS } from './resources/common-labels';
export { createPortalI18n, portalI18n, existingPortalI18n, addRemoteResources, SHELL_NAMESPACE } from './instance/portal-i18n';
export {
  formatDateTime, formatInTimeZone, formatRelativeTime, formatRelativeInTimeZone, isKnownTimeZone, wallClockParts, type DateInput, type DateTimeStyle,
} from './format/date-time';
export { formatChartNumber, formatDecimal, formatFileSize, formatPercent, formatSizeLimit, groupThousands } from './format/number';
export { NOTIFICATION_TEXTS, notificationsEn, notificationsTr } from './resources/notifications';
export { textTables } from './resources/text-tables';
