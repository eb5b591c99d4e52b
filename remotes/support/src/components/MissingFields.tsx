import { Alert } from 'antd';
import { refusedFieldsOf, type FieldDefinition, type FieldForm } from '@portal/kit';
import { T } from '../i18n/texts';
import { useSupportTranslation } from '../i18n/use-support-translation';

export interface MissingFieldsProps {
  form: FieldForm;
  /** The form's fields, in its order, labels already translated. */
  fields: readonly FieldDefinition[];
}

/**
 * After a Send/Save the form refused, says which fields need attention (issue 16: the button no longer
 * stays silently disabled). The fields themselves show their own message too (the submit touched them).
 */
export function MissingFields({ form, fields }: MissingFieldsProps) {
  const { t } = useSupportTranslation();
  const wrong = refusedFieldsOf(form, fields).map((field) => field.label);
  if (wrong.length === 0) return null;
  return <Alert type="error" showIcon role="alert" data-testid="missing-fields" title={t(T.checkFields, { fields: wrong.join(', ') })} />;
}
