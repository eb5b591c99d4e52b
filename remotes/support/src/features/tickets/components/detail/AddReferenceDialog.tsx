import { useMemo, useState } from 'react';
import type { ReferenceKey } from '@portal/contracts';
import { useFieldForm, type FieldDefinition, type FieldFormValues } from '@portal/kit';
import { AttachmentsBox, deleteAttachments, PortalSelect, type AttachedFile } from '@portal/ui';
import { FormDialog } from '../../../../components/FormDialog';
import { listValue } from '../../../../components/form-values';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { useCustomers } from '../../../lookups/api/get-customers';
import { TransactionsField } from '../../../lookups/components/TransactionsField';
import { useSupportScope, type SupportScope } from '../../../scope/support-scope';
import { useAddReferences } from '../../api/add-references';
import type { TicketRef } from '../../api/ticket-ref';

type AddableKey = Exclude<ReferenceKey, 'createdOn'>;

/**
 * Keys each side may add. The server lets a merchant reference only its own business as Customer,
 * which its ticket already is, so the merchant side has no Customer key.
 */
export function referenceKeysFor(scope: SupportScope): AddableKey[] {
  return scope === 'merchant' ? ['Transaction', 'File'] : ['Customer', 'Transaction', 'File'];
}

/** The form key holding each reference key's values. */
const FIELD_OF = { Customer: 'customers', Transaction: 'transactions', File: 'files' } as const;

const keyOf = (values: FieldFormValues) => values.key as AddableKey;
/** The chosen key's list must hold at least one value. */
const neededFor = (key: AddableKey) => (values: Readonly<Record<string, unknown>>) => values.key === key;

/**
 * Add reference: pick the key, then the values by what they are: the tenant's customers from a list,
 * transactions through the transaction search, files by uploading them (the Attachments box).
 */
export function AddReferenceDialog({ open, ticketRef, onClose }: { open: boolean; ticketRef: TicketRef; onClose(): void }) {
  const { t } = useSupportTranslation();
  const scope = useSupportScope();
  const keys = referenceKeysFor(scope);
  const tenantId = ticketRef.kind === 'platform' ? ticketRef.tenantId : null;
  const add = useAddReferences(ticketRef);
  const [uploading, setUploading] = useState(false);
  const required = (key: AddableKey) => [{ name: 'required' as const, message: t(T.required), when: neededFor(key) }];

  const fields = useMemo<FieldDefinition[]>(() => [
    {
      name: 'key', label: t(T.key), type: 'select', value: 'Transaction',
      render: ({ form, id }) => (
        <PortalSelect
          id={id}
          aria-label={t(T.key)}
          disabled={uploading}
          value={keyOf(form.values)}
          options={keys.map((k) => ({ value: k, label: k === 'Customer' ? t(T.customer) : k === 'File' ? t(T.file) : k }))}
          onChange={(key: AddableKey) => void form.setFieldValue('key', key)}
        />
      ),
    },
    {
      // Its options arrive once the key is Customer (below).
      name: 'customers', label: t(T.customers), type: 'multiSelectAutoComplete', placeholder: t(T.pickCustomer),
      validations: required('Customer'),
    },
    {
      name: 'transactions', label: t(T.transactions), type: 'multiSelectAutoComplete', validations: required('Transaction'),
      render: ({ form, field }) => (
        <TransactionsField
          scope={scope}
          tenantId={tenantId}
          value={listValue<string>(form.values, field.name)}
          onChange={(ids) => {
            void form.setFieldValue(field.name, ids);
            void form.setFieldTouched(field.name, true, false);
          }}
        />
      ),
    },
    {
      name: 'files', label: t(T.attachments), type: 'multiSelectAutoComplete', validations: required('File'),
      render: ({ form, field }) => (
        <AttachmentsBox
          tenantId={tenantId}
          value={listValue<AttachedFile>(form.values, field.name)}
          onChange={(files) => void form.setFieldValue(field.name, files)}
          onBusyChange={setUploading}
        />
      ),
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keys follow the scope
  ], [t, uploading, scope, tenantId]);

  const form = useFieldForm({
    fields,
    validateOnMount: true,
    sanitize: false,
    onSubmit: async (values, helpers) => {
      const key = keyOf(values);
      const files = listValue<AttachedFile>(values, 'files');
      const chosen = key === 'File' ? files.map((f) => f.fileId) : listValue<string>(values, FIELD_OF[key]);
      try {
        await add.mutateAsync(chosen.map((value) => ({ key, value })));
        // Files uploaded before switching to another key are not referenced: do not leave them behind.
        if (key !== 'File' && files.length) void deleteAttachments(files.map((f) => f.fileId), tenantId);
        helpers.resetForm();
        onClose();
      } catch {
        // the shell's snackbar shows the error; the dialog keeps the values
      }
    },
  });
  const key = keyOf(form.values);
  const customers = useCustomers(tenantId, open && key === 'Customer');

  const cancel = () => {
    // Files uploaded for a reference that is not added would be left behind.
    const uploaded = listValue<AttachedFile>(form.values, 'files').map((f) => f.fileId);
    form.resetForm();
    onClose();
    if (uploaded.length) void deleteAttachments(uploaded, tenantId);
  };

  // The key, then the list of the key picked.
  const drawn = fields
    .filter((field) => field.name === 'key' || field.name === FIELD_OF[key])
    .map((field) => field.name === 'customers'
      ? { ...field, loading: customers.isFetching, options: (customers.data ?? []).map((c) => ({ id: c.merchantId, name: c.legalBusinessName })) }
      : field);
  return (
    <FormDialog open={open} title={t(T.addReference)} okText={t(T.add)} form={form} fields={drawn} idPrefix="ref" busy={uploading} onCancel={cancel} />
  );
}
