import { Form } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import type { ReferenceKey } from '@portal/contracts';
import { AttachmentsBox, deleteAttachments, PortalSelect, type AttachedFile } from '@portal/ui';
import { FormDialog, fieldError } from '../../../../components/FormDialog';
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

interface ReferenceValues {
  key: AddableKey;
  customers: string[];
  /** External ids. */
  transactions: string[];
  files: AttachedFile[];
}

const EMPTY: Omit<ReferenceValues, 'key'> = { customers: [], transactions: [], files: [] };
const FIELD_OF = { Customer: 'customers', Transaction: 'transactions', File: 'files' } as const;

/** The chosen key's list must hold at least one value. */
const schema = yup.object({
  key: yup.string().required(T.required),
  customers: yup.array().when('key', { is: 'Customer', then: (s) => s.min(1, T.required) }),
  transactions: yup.array().when('key', { is: 'Transaction', then: (s) => s.min(1, T.required) }),
  files: yup.array().when('key', { is: 'File', then: (s) => s.min(1, T.required) }),
});

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
  const formik = useFormik<ReferenceValues>({
    initialValues: { key: 'Transaction', ...EMPTY },
    validationSchema: schema,
    validateOnMount: true,
    onSubmit: async (values, helpers) => {
      const chosen: string[] = values.key === 'File' ? values.files.map((f) => f.fileId) : values[FIELD_OF[values.key]];
      try {
        await add.mutateAsync(chosen.map((value) => ({ key: values.key, value })));
        // Files uploaded before switching to another key are not referenced: do not leave them behind.
        if (values.key !== 'File' && values.files.length) void deleteAttachments(values.files.map((f) => f.fileId), tenantId);
        helpers.resetForm();
        onClose();
      } catch {
        // the shell's snackbar shows the error; the dialog keeps the values
      }
    },
  });
  const customers = useCustomers(tenantId, open && formik.values.key === 'Customer');

  const cancel = () => {
    // Files uploaded for a reference that is not added would be left behind.
    const uploaded = formik.values.files.map((f) => f.fileId);
    formik.resetForm();
    onClose();
    if (uploaded.length) void deleteAttachments(uploaded, tenantId);
  };

  return (
    <FormDialog open={open} title={t(T.addReference)} okText={t(T.add)} formik={formik} busy={uploading} onCancel={cancel}
      fieldLabels={{ customers: t(T.customers), transactions: t(T.transactions), files: t(T.attachments) }}>
      <Form.Item label={t(T.key)} htmlFor="ref-key">
        <PortalSelect
          id="ref-key"
          aria-label={t(T.key)}
          disabled={uploading}
          value={formik.values.key}
          options={keys.map((k) => ({ value: k, label: k === 'Customer' ? t(T.customer) : k === 'File' ? t(T.file) : k }))}
          onChange={(key: AddableKey) => void formik.setValues({ ...formik.values, key })}
        />
      </Form.Item>
      {formik.values.key === 'Customer' ? (
        <Form.Item label={t(T.customers)} required htmlFor="ref-customers" {...fieldError(formik, 'customers', t)}>
          <PortalSelect
            id="ref-customers"
            aria-label={t(T.customers)}
            mode="multiple"
            placeholder={t(T.pickCustomer)}
            loading={customers.isFetching}
            value={formik.values.customers}
            showSearch={{ optionFilterProp: 'label' }}
            options={(customers.data ?? []).map((c) => ({ value: c.merchantId, label: c.legalBusinessName }))}
            onChange={(value: string[]) => {
              void formik.setFieldValue('customers', value);
              void formik.setFieldTouched('customers', true, false);
            }}
          />
        </Form.Item>
      ) : null}
      {formik.values.key === 'Transaction' ? (
        <Form.Item label={t(T.transactions)} required {...fieldError(formik, 'transactions', t)}>
          <TransactionsField
            scope={scope}
            tenantId={tenantId}
            value={formik.values.transactions}
            onChange={(ids) => {
              void formik.setFieldValue('transactions', ids);
              void formik.setFieldTouched('transactions', true, false);
            }}
          />
        </Form.Item>
      ) : null}
      {formik.values.key === 'File' ? (
        <Form.Item label={t(T.attachments)} required>
          <AttachmentsBox
            tenantId={tenantId}
            value={formik.values.files}
            onChange={(files) => void formik.setFieldValue('files', files)}
            onBusyChange={setUploading}
          />
        </Form.Item>
      ) : null}
    </FormDialog>
  );
}
