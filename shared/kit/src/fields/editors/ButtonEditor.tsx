import { Button } from 'antd';
import type { FieldButtonAction } from '../field-definition';
import { useFormKitTranslation } from '../form-texts';
import type { FieldEditorProps } from './editor-props';

/** `button`: submits the form (default), resets it, or tells the form's owner (`inputType: 'button'`). */
export function ButtonEditor({ field, form, id, onButton }: FieldEditorProps) {
  const { t } = useFormKitTranslation();
  const action: FieldButtonAction = field.inputType === 'reset' || field.inputType === 'button' ? field.inputType : 'submit';
  return (
    <Button
      id={id}
      type={action === 'submit' ? 'primary' : 'default'}
      disabled={field.disabled || (action === 'submit' && form.isSubmitting)}
      loading={action === 'submit' && form.isSubmitting}
      onClick={() => {
        if (action === 'submit') form.handleSubmit();
        else if (action === 'reset') form.resetForm();
        else onButton?.(field.name, form.values);
      }}
    >
      {t(field.label)}
    </Button>
  );
}
