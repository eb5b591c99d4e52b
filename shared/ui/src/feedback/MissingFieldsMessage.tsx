import { Alert } from 'antd';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../i18n/use-shell-translation';

export interface MissingFieldsMessageProps {
  /** The labels (already in the reader's language) of the fields that are empty or wrong, in the form's order. */
  fields: readonly string[];
  id?: string;
}

/**
 * What a form says when Add/Send/Save is pressed with fields missing (issue 16: buttons no longer stay
 * silently disabled): 'Please fill in or correct: <labels>', announced as an alert. Nothing when none is missing.
 */
export function MissingFieldsMessage({ fields, id }: MissingFieldsMessageProps) {
  const { t } = useShellTranslation();
  if (fields.length === 0) return null;
  return <Alert id={id} type="error" showIcon role="alert" data-testid="missing-fields" title={t(SHELL_TEXTS.checkFields, { fields: fields.join(', ') })} />;
}
