import { useMemo } from 'react';
import { CRM_NEGATIVE_STATES, type CrmClosedState } from '@portal/contracts';
import { FieldFormDialog, useFieldForm, type FieldDefinition } from '@portal/kit';
import { DL, useCrmDealsTranslation } from './texts';

export interface CloseDealDialogProps {
  /** The card's name and the closing state it was dropped on; null: closed. */
  closing: { name: string; state: CrmClosedState } | null;
  onSave(reason: string): void;
  onCancel(): void;
}

/** A drop on a closing column asks why (ADR 0088): required for Lost, Disqualified, Abandoned and Suspended. */
export function CloseDealDialog({ closing, onSave, onCancel }: CloseDealDialogProps) {
  const { t } = useCrmDealsTranslation();
  const required = closing ? CRM_NEGATIVE_STATES.includes(closing.state) : false;
  const fields = useMemo<FieldDefinition[]>(() => [{
    name: 'closeReason', label: t(DL.closeReason), type: 'input', inputType: 'textarea', help: t(DL.closeReasonHelp),
    validations: required ? [{ name: 'required', message: t(DL.closeReasonRequired) }] : [],
  }], [t, required]);
  const form = useFieldForm({
    fields, validateOnMount: true,
    onSubmit: (values, helpers) => {
      onSave(String(values.closeReason ?? '').trim());
      helpers.resetForm();
    },
  });
  return (
    <FieldFormDialog
      open={closing !== null}
      title={closing ? t(DL.closeTitle, { state: t(DL[closing.state]), name: closing.name }) : ''}
      form={form} fields={fields} idPrefix="close-deal"
      onCancel={() => {
        form.resetForm();
        onCancel();
      }}
    />
  );
}
