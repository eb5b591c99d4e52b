import { Modal } from 'antd';
import type { ReactNode } from 'react';
import type { FieldDefinition } from './field-definition';
import { FieldList } from './FieldList';
import { useFormKitTranslation } from './form-texts';
import type { FieldForm } from './use-field-form';

export interface FieldFormDialogProps {
  open: boolean;
  title: string;
  form: FieldForm;
  fields: readonly FieldDefinition[];
  /** The submit button's text (default "Save"). */
  okText?: string;
  onCancel(): void;
  intro?: ReactNode;
  idPrefix?: string;
}

/**
 * A modal holding one field form: submit enabled only while the form is valid (the form should validate
 * on mount so an empty required field disables it from the start), spinning while it submits.
 */
export function FieldFormDialog({ open, title, form, fields, okText, onCancel, intro, idPrefix = 'dialog' }: FieldFormDialogProps) {
  const { t } = useFormKitTranslation();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t('Save')}
      cancelText={t('Cancel')}
      okButtonProps={{ disabled: !form.isValid, loading: form.isSubmitting }}
      onOk={() => form.handleSubmit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      {intro}
      <FieldList form={form} fields={fields} layout="vertical" idPrefix={idPrefix} />
    </Modal>
  );
}
