// The portal's date formatter lives in @portal/i18n (the shell's bell and support use it without the kit).
export { formatInTimeZone, formatRelativeInTimeZone, type DateTimeStyle } from '@portal/i18n';
