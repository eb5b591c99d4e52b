import { Form, Input, Select } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import type { ReferenceKey } from '@portal/contracts';
import { FormDialog, fieldError } from '../../../../components/FormDialog';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { useAddReferences } from '../../api/add-references';
import type { TicketRef } from '../../api/ticket-ref';

const KEYS: ReferenceKey[] = ['Transaction', 'Customer', 'File'];
const schema = yup.object({ key: yup.string().required(T.required), value: yup.string().trim().required(T.required).max(200) });

export function AddReferenceDialog({ open, ticketRef, onClose }: { open: boolean; ticketRef: TicketRef; onClose(): void }) {
  const { t } = useSupportTranslation();
  const add = useAddReferences(ticketRef);
  const formik = useFormik<{ key: ReferenceKey; value: string }>({
    initialValues: { key: 'Transaction', value: '' },
    validationSchema: schema,
    validateOnMount: true,
    onSubmit: async (values, helpers) => {
      try {
        await add.mutateAsync([{ key: values.key, value: values.value.trim() }]);
        helpers.resetForm();
        onClose();
      } catch {
        // the shell's snackbar shows the error; the dialog keeps the values
      }
    },
  });
  return (
    <FormDialog
      open={open}
      title={t(T.addReference)}
      okText={t(T.add)}
      formik={formik}
      onCancel={() => {
        formik.resetForm();
        onClose();
      }}
    >
      <Form.Item label={t(T.key)} htmlFor="ref-key">
        <Select id="ref-key" aria-label={t(T.key)} value={formik.values.key} options={KEYS.map((k) => ({ value: k, label: k }))} onChange={(k) => void formik.setFieldValue('key', k)} />
      </Form.Item>
      <Form.Item label={t(T.value)} required htmlFor="ref-value" {...fieldError(formik, 'value', t)}>
        <Input id="ref-value" name="value" value={formik.values.value} onChange={formik.handleChange} onBlur={formik.handleBlur} />
      </Form.Item>
    </FormDialog>
  );
}
