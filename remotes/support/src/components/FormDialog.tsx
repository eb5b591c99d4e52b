import { Modal } from 'antd';
import { FieldList, type FieldDefinition, type FieldForm } from '@portal/kit';
import { DROPDOWN_MAX_HEIGHT, useDialogFocus } from '@portal/ui';
import type { ReactNode } from 'react';
import { T } from '../i18n/texts';
import { MissingFields } from './MissingFields';
import { useSupportTranslation } from '../i18n/use-support-translation';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** The submit button's text. */
  okText: string;
  /** The caller's form (useFieldForm): submit spins while it submits; a refused one shows the fields' errors. */
  form: FieldForm;
  /** The fields drawn, labels and messages already translated; a refused submit lists the wrong ones above the buttons. */
  fields: readonly FieldDefinition[];
  /** Prefix of the fields' ids. */
  idPrefix: string;
  /** Cancel, the X and Escape; the caller decides whether the values are reset. */
  onCancel(): void;
  /** Shown above the fields. */
  intro?: ReactNode;
  destroyOnHidden?: boolean;
  /** Something is still in flight (an upload): submit, cancel, the X and Escape wait for it. */
  busy?: boolean;
}

/** A modal holding one field form (the kit's engine) with submit and cancel: the skeleton of the support dialogs. */
export function FormDialog({ open, title, okText, form, fields, idPrefix, onCancel, intro, destroyOnHidden, busy = false }: FormDialogProps) {
  const { t } = useSupportTranslation();
  // Opens on the first field, gives focus back to the opener.
  const focus = useDialogFocus(open);
  return (
    <Modal
      {...focus}
      open={open}
      title={title}
      okText={okText}
      cancelText={t(T.cancel)}
      // Submit stays enabled while idle: a refused submit touches every field, so each says what is wrong.
      okButtonProps={{ disabled: busy, loading: form.isSubmitting }}
      cancelButtonProps={{ disabled: busy }}
      closable={!busy}
      keyboard={!busy}
      onOk={() => form.handleSubmit()}
      onCancel={() => {
        if (!busy) onCancel();
      }}
      destroyOnHidden={destroyOnHidden}
    >
      {intro}
      <FieldList form={form} fields={fields} layout="vertical" idPrefix={idPrefix} panelHeight={DROPDOWN_MAX_HEIGHT} />
      <MissingFields form={form} fields={fields} />
    </Modal>
  );
}
