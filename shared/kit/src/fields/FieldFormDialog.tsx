import { Modal } from 'antd';
import { createContext, memo, useCallback, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useDialogFocus, type DialogFocusProps } from '@portal/ui';
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

type DialogContentProps = Pick<FieldFormDialogProps, 'intro' | 'children' | 'body' | 'form' | 'fields' | 'idPrefix' | 'editors' | 'columnWidth'>;

const DialogContentContext = createContext<DialogContentProps | null>(null);

function DialogContent() {
  const { intro, children, body, form, fields, idPrefix, editors, columnWidth } = useContext(DialogContentContext)!;
  return (
    <>
      {intro}
      {body ?? <FieldList form={form} fields={fields} layout="vertical" idPrefix={idPrefix} editors={editors} columnWidth={columnWidth} />}
      {children}
    </>
  );
}

const DIALOG_CONTENT = <DialogContent />;

interface DialogFrameProps extends DialogFocusProps {
  open: boolean;
  title: string;
  width?: number;
  okText: string;
  cancelText: string;
  okDisabled: boolean;
  okLoading: boolean;
  onOk(): void;
  onCancel(): void;
}

/**
 * The modal around the form: drawn again only when what it shows changes (its title, Save's state), not with every
 * keystroke in the form, which would draw antd's whole modal (portal, mask, panel, header, footer and its buttons)
 * each time; the content follows the form through a context of its own.
 */
const DialogFrame = memo(function DialogFrame({ open, title, width, okText, cancelText, okDisabled, okLoading, onOk, onCancel, panelRef, afterOpenChange }: DialogFrameProps) {
  const okButtonProps = useMemo(() => ({ disabled: okDisabled, loading: okLoading }), [okDisabled, okLoading]);
  return (
    <Modal
      panelRef={panelRef}
      afterOpenChange={afterOpenChange}
      open={open}
      title={title}
      width={width}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={okButtonProps}
      onOk={onOk}
      onCancel={onCancel}
      destroyOnHidden
    >
      {DIALOG_CONTENT}
    </Modal>
  );
});

/**
 * A modal holding one field form: submit enabled only while the form is valid (the form should validate
 * on mount so an empty required field disables it from the start), spinning while it submits.
 * Keyboard: it opens on its first field and gives focus back to its opener when it closes (useDialogFocus).
 */
export function FieldFormDialog({
  open, title, form, fields, okText, onCancel, intro, children, idPrefix = 'dialog', editors, columnWidth, width, keepSubmitEnabled, saving, body,
}: FieldFormDialogProps) {
  const { t } = useFormKitTranslation();
  const { panelRef, afterOpenChange } = useDialogFocus(open);
  // Save and Cancel keep one identity (the frame is not drawn again for a new arrow) and act on the latest form.
  const latest = useRef({ form, onCancel });
  useLayoutEffect(() => {
    latest.current = { form, onCancel };
  });
  const submit = useCallback(() => latest.current.form.handleSubmit(), []);
  const cancel = useCallback(() => latest.current.onCancel(), []);
  const content = useMemo(
    () => ({ intro, children, body, form, fields, idPrefix, editors, columnWidth }),
    [intro, children, body, form, fields, idPrefix, editors, columnWidth],
  );
  return (
    <DialogContentContext.Provider value={content}>
      <DialogFrame
        open={open}
        title={title}
        width={width}
        okText={okText ?? t('Save')}
        cancelText={t('Cancel')}
        okDisabled={!keepSubmitEnabled && !form.isValid}
        okLoading={form.isSubmitting || !!saving}
        onOk={submit}
        onCancel={cancel}
        panelRef={panelRef}
        afterOpenChange={afterOpenChange}
      />
    </DialogContentContext.Provider>
  );
}
