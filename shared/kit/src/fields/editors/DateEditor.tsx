import { DateOnlyPicker } from '../../inputs/dates/DateOnlyPicker';
import { DateTimePicker } from '../../inputs/dates/DateTimePicker';
import { useFormKitTranslation } from '../form-texts';
import type { FieldEditorProps } from './editor-props';

/** `date`: a day (stored at 12:00 UTC), or a day and time in 5-minute steps with `showTimePicker`. */
export function DateEditor({ field, form, id, invalid }: FieldEditorProps) {
  const { t } = useFormKitTranslation();
  const raw = form.values[field.name];
  const props = {
    id,
    value: typeof raw === 'string' ? raw : null,
    onChange: (next: string | null) => {
      void form.setFieldValue(field.name, next);
      void form.setFieldTouched(field.name, true, false);
    },
    onBlur: () => void form.setFieldTouched(field.name, true, true),
    status: invalid ? ('error' as const) : undefined,
    placeholder: field.placeholder ? t(field.placeholder) : undefined,
    disabled: field.disabled,
  };
  return field.showTimePicker ? <DateTimePicker {...props} timeZone={field.timeZone} /> : <DateOnlyPicker {...props} />;
}
