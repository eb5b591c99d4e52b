import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import HolderOutlined from '@ant-design/icons/es/icons/HolderOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { Alert, Button, Flex, Modal, Spin, Tag, Typography, App } from 'antd';
import { IconButton, useDialogFocus } from '@portal/ui';
import { useState } from 'react';
import type { Label } from '@portal/contracts';
import { labelName } from '../../../i18n/domain-names';
import { T } from '../../../i18n/texts';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import { useCreateLabel } from '../api/create-label';
import { useDeleteLabel } from '../api/delete-label';
import { useLabels } from '../api/get-labels';
import { useRearrangeLabels } from '../api/rearrange-labels';
import { useUpdateLabel } from '../api/update-label';
import { LabelForm } from './LabelForm';
import { moveItem } from './reorder';

/** How long 'Label deleted successfully' stays (seconds, spec part 1 section 8). */
export const LABEL_DELETED_SECONDS = 2;

export interface LabelsManagerDialogProps {
  open: boolean;
  /** Platform staff manage the labels of this tenant; null: the caller's own tenant. */
  tenantId: string | null;
  onClose(): void;
}

type FormState = { mode: 'create' } | { mode: 'edit'; label: Label } | null;

/** The Labels manager: create, edit, delete and drag-and-drop reorder of a tenant's labels. */
export function LabelsManagerDialog({ open, tenantId, onClose }: LabelsManagerDialogProps) {
  const { t } = useSupportTranslation();
  // The host's <App> (5 s default, spec part 1 section 9) holds the messages.
  const { message: messages } = App.useApp();
  const labels = useLabels(tenantId, open);
  const create = useCreateLabel(tenantId);
  const update = useUpdateLabel(tenantId);
  const remove = useDeleteLabel(tenantId);
  const rearrange = useRearrangeLabels(tenantId);
  const [form, setForm] = useState<FormState>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const focus = useDialogFocus(open);
  const list = labels.data ?? [];

  const reorder = (from: number, to: number) => {
    if (from === to || to < 0 || to >= list.length) return;
    rearrange.mutate(moveItem(list, from, to));
  };

  const submit = async (values: { value: string; description: string; color: string }) => {
    const payload = { value: values.value, description: values.description || null, color: values.color };
    try {
      if (form?.mode === 'edit') {
        await update.mutateAsync({ labelId: form.label.labelId, payload });
      } else {
        await create.mutateAsync(payload);
        void messages.success(t(T.labelCreated));
      }
      setForm(null);
    } catch {
      // Logged by the mutation (spec: label create or update errors are only logged); the form keeps its values.
    }
  };

  const deleteLabel = async (label: Label) => {
    try {
      await remove.mutateAsync(label.labelId);
    } catch (error) {
      // The shell's global snackbar already shows the server's error; the label stays listed.
      console.error('Deleting the label failed', label.labelId, error);
      return;
    }
    // Spec part 1 section 8: this one stays 2 s, not the 5 s default.
    void messages.success(t(T.labelDeleted), LABEL_DELETED_SECONDS);
  };

  return (
    <>
      <Modal {...focus} open={open} title={t(T.labels)} onCancel={onClose} footer={null} width={560} destroyOnHidden>
        {form ? (
          <LabelForm
            key={form.mode === 'edit' ? form.label.labelId : 'new'}
            mode={form.mode}
            otherValues={list.filter((l) => form.mode === 'create' || l.labelId !== form.label.labelId).map((l) => l.value)}
            initial={form.mode === 'edit' ? { value: form.label.value, description: form.label.description ?? '', color: form.label.color } : undefined}
            onSubmit={submit}
            onCancel={() => setForm(null)}
          />
        ) : (
          <Flex justify="flex-end" style={{ marginBottom: 12 }}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setForm({ mode: 'create' })}>{t(T.newLabel)}</Button>
          </Flex>
        )}
        {labels.isPending ? <Spin /> : null}
        {labels.isError ? <Alert type="error" showIcon title={t(T.labelsFailed)} /> : null}
        <ul aria-label={t(T.labels)} style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="labels-list">
          {list.map((label, index) => (
            <li
              key={label.labelId}
              draggable
              aria-label={labelName(label, t)}
              data-testid={`label-row-${label.value}`}
              onDragStart={(event) => {
                setDragFrom(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', label.labelId);
              }}
              onDragOver={(event) => {
                event.preventDefault(); // allows the drop
                setDragOver(index);
              }}
              onDragLeave={() => setDragOver((over) => (over === index ? null : over))}
              onDrop={(event) => {
                event.preventDefault();
                const fromId = event.dataTransfer.getData('text/plain');
                const from = dragFrom ?? list.findIndex((l) => l.labelId === fromId);
                setDragFrom(null);
                setDragOver(null);
                if (from >= 0) reorder(from, index);
              }}
              onDragEnd={() => {
                setDragFrom(null);
                setDragOver(null);
              }}
              style={{
                padding: '6px 8px',
                borderRadius: 6,
                border: '1px solid #f0f0f0',
                marginBottom: 6,
                background: dragOver === index && dragFrom !== index ? '#e6f4ff' : '#fff',
                cursor: 'grab',
              }}
            >
              <Flex align="center" gap={8}>
                <HolderOutlined aria-label={t(T.dragToReorder)} />
                <span aria-hidden style={{ width: 16, height: 16, borderRadius: 4, background: label.color, border: '1px solid #d9d9d9' }} />
                <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                  <Typography.Text strong>{labelName(label, t)}</Typography.Text>
                  {label.description ? <Typography.Text type="secondary" ellipsis>{label.description}</Typography.Text> : null}
                </Flex>
                {label.isDefault ? <Tag>{t(T.defaultLabel)}</Tag> : null}
                {/* Icon-only buttons: named after the label as shown (Turkish default names too), the name as a tooltip. */}
                <IconButton title={t(T.moveUpNamed, { name: labelName(label, t) })} icon={<ArrowUpOutlined aria-hidden />} disabled={index === 0} onClick={() => reorder(index, index - 1)} />
                <IconButton title={t(T.moveDownNamed, { name: labelName(label, t) })} icon={<ArrowDownOutlined aria-hidden />} disabled={index === list.length - 1} onClick={() => reorder(index, index + 1)} />
                <IconButton title={t(T.editNamed, { name: labelName(label, t) })} icon={<EditOutlined aria-hidden />} disabled={label.isDefault} onClick={() => setForm({ mode: 'edit', label })} />
                <IconButton title={t(T.deleteNamed, { name: labelName(label, t) })} danger icon={<DeleteOutlined aria-hidden />} disabled={label.isDefault} loading={remove.isPending && remove.variables === label.labelId} onClick={() => void deleteLabel(label)} />
              </Flex>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
