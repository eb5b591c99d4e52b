import { Alert } from 'antd';
import type { FormikProps, FormikValues } from 'formik';
import { T } from '../i18n/texts';
import { useSupportTranslation } from '../i18n/use-support-translation';

export interface MissingFieldsProps<V extends FormikValues> {
  formik: FormikProps<V>;
  /** The label of each field that can be wrong, in the form's order. */
  labels: Partial<Record<keyof V & string, string>>;
}

/**
 * After a Send/Save the form refused, says which fields need attention (issue 16: the button no longer
 * stays silently disabled). The fields themselves show their own message too (the submit touched them).
 */
export function MissingFields<V extends FormikValues>({ formik, labels }: MissingFieldsProps<V>) {
  const { t } = useSupportTranslation();
  if (formik.submitCount === 0 || formik.isValid) return null;
  const wrong = (Object.keys(labels) as Array<keyof V & string>).filter((name) => formik.errors[name]).map((name) => labels[name]!);
  if (wrong.length === 0) return null;
  return <Alert type="error" showIcon role="alert" data-testid="missing-fields" title={t(T.checkFields, { fields: wrong.join(', ') })} />;
}
