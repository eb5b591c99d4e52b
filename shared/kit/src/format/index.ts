export { formatDecimal, formatCount, formatVolume, formatSuccessRate, groupThousands } from './number';
export { formatMoney, decimalPlacesOf, DEFAULT_DECIMAL_PLACES, type KnownDecimalPlaces } from './money';
export { formatInTimeZone, formatRelativeInTimeZone, type DateTimeStyle } from './date-time';
export { statusTone, STATUS_TONES, type StatusTone } from './status';
export { StatusPill, type StatusPillProps } from './StatusPill';
export { dayStartInTimeZone, dayInTimeZone, nextDay, timezoneOffsetOf, daysBefore, wallTimeInTimeZone } from './time-zone';
export { countryNamesIn, inReadersLanguage } from './country-names';
export { methodsInReadersLanguage } from './payment-method-names';
