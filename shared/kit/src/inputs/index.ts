export { INPUT_MAX_LENGTHS, DEFAULT_INPUT_MAX_LENGTH, maxLengthOf } from './text/max-lengths';
export { sanitizeText, stripControlCharacters, encodeHtml } from './text/sanitize-text';
export {
  normalizeEmail, isValidEmail, normalizeNumber, isValidNumber, normalizePhone, isValidPhone, ALLOWED_URL_SCHEMES, isAllowedUrl,
} from './text-rules';
export { NoWheelNumberInput } from './number/NoWheelNumberInput';
export { DecimalInput, type DecimalInputProps } from './number/DecimalInput';
export { acceptDecimal, commaToPoint } from './number/decimal-rules';
export { DigitInput, type DigitInputProps } from './number/DigitInput';
export { acceptDigits, stripToDigits, raiseToMin, isAllowedKey, type DigitRules } from './number/digit-rules';
export { PercentageInput, type PercentageInputProps } from './number/PercentageInput';
export { acceptPercentage, isPercentageText } from './number/percentage-rules';
export { CardNumberInput, type CardNumberInputProps } from './card/CardNumberInput';
export { maskCardNumber, cardDigits, CARD_MASK_FIRST, CARD_MASK_LAST, CARD_MASK_CHARACTER } from './card/card-mask';
export {
  DATE_TIME_MINUTE_STEP, DATE_FORMAT, DATE_TIME_FORMAT, toDateOnlyIso, fromDateOnlyIso, toUtcIso, fromUtcIso, toMinuteStep,
} from './dates/date-values';
export { DateOnlyPicker, type DateOnlyPickerProps } from './dates/DateOnlyPicker';
export { DateTimePicker, type DateTimePickerProps } from './dates/DateTimePicker';
export { DateRangePicker, type DateRangePickerProps, type DateRangeValue, type DateRangePresetOption } from './dates/DateRangePicker';
export { exceedsMaxDays } from './dates/range-span';
export { parseDayMonthYear } from './dates/parse-day-month-year';
export { KitSelect, type KitSelectProps } from './select/KitSelect';
export { VISUALLY_HIDDEN } from './visually-hidden';
export { ActionButton, type ActionButtonProps } from './button/ActionButton';
