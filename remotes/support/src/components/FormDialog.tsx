import { Form, Modal } from 'antd';
import type { FormikProps, FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { T } from '../i18n/texts';
import { MissingFields } from './MissingFields';
import { useSupportTranslation } from '../i18n/use-support-translation';

export interface FormDialogProps<V extends FormikValues> {
  open: boolean;
  title: string;
  /** The submit button's text. */
  okText: string;
  /** The caller's Formik form: submit spins while it submits; a refused one shows the fields' errors. */
  formik: FormikProps<V>;
  /** Cancel, the X and Escape; the caller decides whether the values are reset. */
  onCancel(): void;
  /** Shown above the fields. */
  intro?: ReactNode;
  destroyOnHidden?: boolean;
  /** Something is still in flight (an upload): submit, cancel, the X and Escape wait for it. */
  busy?: boolean;
  /** The fields (antd Form.Item elements bound to `formik`). */
  children: ReactNode;
  /** Labels of the fields that can be wrong: a refused submit lists the wrong ones above the buttons. */
  fieldLabels?: Partial<Record<keyof V & string, string>>;
}

/** A modal holding one Formik form with submit and cancel: the skeleton of the support dialogs. */
export function FormDialog<V extends FormikValues>({ open, title, okText, formik, onCancel, intro, destroyOnHidden, busy = false, children, fieldLabels }: FormDialogProps<V>) {
  const { t } = useSupportTranslation();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t(T.cancel)}
      // Submit stays enabled while idle: a refused submit touches every field, so each says what is wrong.
      okButtonProps={{ disabled: busy, loading: formik.isSubmitting }}
      cancelButtonProps={{ disabled: busy }}
      closable={!busy}
      keyboard={!busy}
      onOk={() => formik.handleSubmit()}
      onCancel={() => {
        if (!busy) onCancel();
      }}
      destroyOnHidden={destroyOnHidden}
    >
      {intro}
      <Form layout="vertical" component="div">
        {children}
        {fieldLabels ? <MissingFields formik={formik} labels={fieldLabels} /> : null}
      </Form>
    </Modal>
  );
}

/**
 * The Form.Item props that show a field's error once it was touched (errors are text keys, translated
 * here), or none.
 */
export function fieldError<V extends FormikValues>(formik: FormikProps<V>, name: keyof V & string, t: (key: string) => string) {
  const error = formik.errors[name];
  return formik.touched[name] && typeof error === 'string' ? { validateStatus: 'error' as const, help: t(error) } : {};
}
