import { DateRangePicker } from '../../inputs/dates/DateRangePicker';
import { endDateNameOf, startDateNameOf } from '../field-definition';
import { useFormKitTranslation } from '../form-texts';
import { presetLabel, presetRange } from './date-range-presets';
import type { FieldEditorProps } from './editor-props';

/**
 * `dateRangePicker`: writes `startDateName` and `endDateName`; `maxDaysSelected` disables days beyond the
 * span (and the form's schema refuses a longer typed range); `ranges` offers presets; `showTimePicker`
 * adds the 24-hour time in 5-minute steps.
 */
export function DateRangeEditor({ field, form, id, invalid }: FieldEditorProps) {
  const { t } = useFormKitTranslation();
  const startKey = startDateNameOf(field);
  const endKey = endDateNameOf(field);
  const start = form.values[startKey];
  const end = form.values[endKey];
  // Presets are computed when antd shows or applies them, so "Today" is the day the user clicks it, however long ago
  // the field was drawn (it is drawn again only when its own values change: FieldItem).
  const presets = field.ranges?.map((preset) => ({ label: t(presetLabel(preset)), value: () => presetRange(preset) }));
  return (
    <DateRangePicker
      id={id}
      endLabel={`${t(field.label)}: ${t('End date')}`}
      value={{ start: typeof start === 'string' ? start : null, end: typeof end === 'string' ? end : null }}
      onChange={(next) => {
        // From formik's current values, not the ones this editor was drawn with: it is not drawn again when
        // another field changes (FieldItem), so its `form.values` may be older than the form's.
        void form.setValues((current) => ({ ...current, [startKey]: next.start, [endKey]: next.end }), true);
        void form.setFieldTouched(startKey, true, false);
        void form.setFieldTouched(endKey, true, false);
      }}
      maxDays={field.maxDaysSelected}
      withTime={field.showTimePicker}
      timeZone={field.timeZone}
      presets={presets}
      status={invalid ? 'error' : undefined}
      placeholder={[t('Start date'), t('End date')]}
      disabled={field.disabled}
    />
  );
}
