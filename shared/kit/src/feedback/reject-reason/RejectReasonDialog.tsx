import type { ReactNode } from 'react';
import type { FieldDefinition } from '../../fields/field-definition';
import { FieldFormDialog } from '../../fields/FieldFormDialog';
import { FORM_KIT_TEXTS, useFormKitTranslation } from '../../fields/form-texts';
import { useFieldForm } from '../../fields/use-field-form';

/** What the dialog returns (spec part 2 section 3): response, default Rejected, and the reason. */
export interface RejectReasonResult {
  response: string;
  rejectReason: string;
}

export interface RejectReasonDialogProps {
  open: boolean;
  onSave(result: RejectReasonResult): void;
  onCancel(): void;
  /** The dialog's title (default "Reject reason"). */
  title?: string;
  /** Returned as `response` (default Rejected). */
  response?: string;
  /** What is being rejected, above the reason (e.g. a four-eyes request's facts). */
  intro?: ReactNode;
}

const REJECT_REASON_FIELDS: FieldDefinition[] = [
  {
    name: 'rejectReason',
    label: FORM_KIT_TEXTS.rejectReason,
    type: 'input',
    inputType: 'textarea',
    validations: [{ name: 'required', message: FORM_KIT_TEXTS.rejectReasonRequired }],
  },
];

/**
 * The reject-reason dialog (spec part 2 sections 3, 4, 5): a required reason ('Reject reason is
 * required'), Save disabled while it is empty; Save returns `{ response, rejectReason }`, Cancel nothing,
 * and the rejection proceeds only on data.
 */
export function RejectReasonDialog({ open, onSave, onCancel, title, response = 'Rejected', intro }: RejectReasonDialogProps) {
  const { t } = useFormKitTranslation();
  const form = useFieldForm({
    fields: REJECT_REASON_FIELDS,
    validateOnMount: true,
    onSubmit: (values, helpers) => {
      onSave({ response, rejectReason: String(values.rejectReason ?? '') });
      helpers.resetForm();
    },
  });
  return (
    <FieldFormDialog
      open={open}
      title={title ?? t(FORM_KIT_TEXTS.rejectReason)}
      form={form}
      fields={REJECT_REASON_FIELDS}
      onCancel={() => {
        form.resetForm();
        onCancel();
      }}
      idPrefix="reject"
      intro={intro}
    />
  );
}
