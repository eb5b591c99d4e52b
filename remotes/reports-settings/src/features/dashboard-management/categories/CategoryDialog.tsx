import { Alert } from 'antd';
import { useMemo } from 'react';
import type { ManagedCategory } from '@portal/contracts';
import { FieldFormDialog, useFieldForm, type FieldDefinition } from '@portal/kit';
import { M, useManagementTranslation } from '../i18n/texts';
import { useSaveCategory } from '../api/management-api';
import { NAME_MAX } from '../widgets/widget-form';

export interface CategoryDialogProps {
  /** The category renamed; undefined adds one. */
  category?: ManagedCategory;
  open: boolean;
  onClose(saved?: ManagedCategory): void;
}

type Translate = ReturnType<typeof useManagementTranslation>['t'];

function categoryFields(t: Translate, renaming: boolean): FieldDefinition[] {
  return [
    {
      name: 'name', label: t(M.name), type: 'input', validations: [
        { name: 'required', message: t(M.required, { field: t(M.name) }) },
        { name: 'maxLength', value: NAME_MAX, message: t(M.tooLong, { field: t(M.name), max: NAME_MAX }) },
      ],
    },
    {
      name: 'userType', label: t(M.userType), type: 'radiobutton', disabled: renaming,
      options: [{ id: 'Merchant', name: t(M.Merchant) }, { id: 'Tenant', name: t(M.Tenant) }],
      validations: [{ name: 'required', message: t(M.required, { field: t(M.userType) }) }],
    },
  ];
}

/** Adds a category (name and user type) or renames one; a refused save keeps what was typed and says why. */
export function CategoryDialog({ open, ...props }: CategoryDialogProps) {
  // A fresh form (and save state) each time the dialog opens.
  return open ? <CategoryForm {...props} /> : null;
}

function CategoryForm({ category, onClose }: Omit<CategoryDialogProps, 'open'>) {
  const { t } = useManagementTranslation();
  const save = useSaveCategory();
  const fields = useMemo(() => categoryFields(t, !!category), [t, category]);
  const values = useMemo(() => ({ name: category?.name ?? '', userType: category?.userType === 'Tenant' ? 'Tenant' : 'Merchant' }), [category]);
  const form = useFieldForm({
    fields,
    values,
    sanitize: false,
    onSubmit: (submitted) => {
      const input = { name: String(submitted.name), userType: submitted.userType === 'Tenant' ? 'Tenant' as const : 'Merchant' as const };
      save.mutate({ id: category?.id, input }, { onSuccess: (saved) => onClose(saved) });
    },
  });
  return (
    <FieldFormDialog
      open
      title={t(category ? M.renameCategory : M.addCategory)}
      okText={t(M.save)}
      form={form}
      fields={fields}
      idPrefix="category"
      keepSubmitEnabled
      saving={save.isPending}
      onCancel={() => onClose()}
    >
      {save.error && <Alert type="error" showIcon title={t(M.saveFailed, { message: save.error.message })} />}
    </FieldFormDialog>
  );
}
