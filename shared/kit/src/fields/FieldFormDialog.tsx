import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useDialogFocus } from '@portal/ui';
import type { FieldEditors } from './editor-registry';
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
  /** Drawn under the fields (a preview, a refusal of the server). */
  children?: ReactNode;
  idPrefix?: string;
  editors?: FieldEditors;
  /** Fields side by side, see FieldList. */
  columnWidth?: number;
  width?: number;
  /**
   * Save stays enabled: pressed on an invalid form it saves nothing and shows each field's error (ADR 0021,
   * issue 16 note). Without it, Save is enabled only while the form is valid.
   */
  keepSubmitEnabled?: boolean;
  /** Spins Save while something the form started outside formik runs (a mutation). */
  saving?: boolean;
  /** Draws the body instead of one FieldList of `fields` (a dialog in sections, each its own FieldList). */
  body?: ReactNode;
}

/**
 * A modal holding one field form: submit enabled only while the form is valid (the form should validate
 * on mount so an empty required field disables it from the start), spinning while it submits.
 * Keyboard: it opens on its first field and gives focus back to its opener when it closes (useDialogFocus).
 */
export function FieldFormDialog({
  open, title, form, fields, okText, onCancel, intro, children, idPrefix = 'dialog', editors, columnWidth, width, keepSubmitEnabled, saving, body,
}: FieldFormDialogProps) {
  const { t } = useFormKitTranslation();
  const focus = useDialogFocus(open);
  return (
    <Modal
      {...focus}
      open={open}
      title={title}
      width={width}
      okText={okText ?? t('Save')}
      cancelText={t('Cancel')}
      okButtonProps={{ disabled: !keepSubmitEnabled && !form.isValid, loading: form.isSubmitting || saving }}
      onOk={() => form.handleSubmit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      {intro}
      {body ?? <FieldList form={form} fields={fields} layout="vertical" idPrefix={idPrefix} editors={editors} columnWidth={columnWidth} />}
      {children}
    </Modal>
  );
}
