import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import type { CategoryInput, ManagedCategory } from '@portal/contracts';
import { M, useManagementTranslation } from '../i18n/texts';
import { useSaveCategory } from '../api/management-api';
import { NAME_MAX } from '../widgets/widget-form';

export interface CategoryDialogProps {
  /** The category renamed; undefined adds one. */
  category?: ManagedCategory;
  open: boolean;
  onClose(saved?: ManagedCategory): void;
}

/** Adds a category (name and user type) or renames one; a refused save keeps what was typed and says why. */
export function CategoryDialog({ category, open, onClose }: CategoryDialogProps) {
  const { t } = useManagementTranslation();
  const [form] = Form.useForm<CategoryInput>();
  const save = useSaveCategory();
  useEffect(() => {
    if (open) {
      form.setFieldsValue({ name: category?.name ?? '', userType: category?.userType === 'Tenant' ? 'Tenant' : 'Merchant' });
      save.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, category]);

  const submit = async () => {
    const input = await form.validateFields().catch(() => null);
    if (!input) return;
    save.mutate({ id: category?.id, input }, { onSuccess: (saved) => onClose(saved) });
  };

  return (
    <Modal
      open={open}
      title={t(category ? M.renameCategory : M.addCategory)}
      okText={t(M.save)}
      cancelText={t(M.cancel)}
      onOk={submit}
      onCancel={() => onClose()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark onFinish={submit}>
        <Form.Item
          name="name"
          label={t(M.name)}
          rules={[
            { required: true, whitespace: true, message: t(M.required, { field: t(M.name) }) },
            { max: NAME_MAX, message: t(M.tooLong, { field: t(M.name), max: NAME_MAX }) },
          ]}
        >
          <Input autoFocus />
        </Form.Item>
        <Form.Item name="userType" label={t(M.userType)} rules={[{ required: true }]}>
          <Radio.Group disabled={!!category} options={[{ value: 'Merchant', label: t(M.Merchant) }, { value: 'Tenant', label: t(M.Tenant) }]} />
        </Form.Item>
      </Form>
      {save.error && <Alert type="error" showIcon title={t(M.saveFailed, { message: save.error.message })} />}
    </Modal>
  );
}
