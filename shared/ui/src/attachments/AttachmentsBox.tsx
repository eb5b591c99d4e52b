// Deep icon imports: the package root is shared whole (all icons); single icons are not.
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import PaperClipOutlined from '@ant-design/icons/es/icons/PaperClipOutlined';
import { Alert, Button, Flex, Progress, Tooltip, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { formatFileSize, formatSizeLimit } from '@portal/i18n';
import { contentTypeOf, DEFAULT_ATTACHMENT_LIMITS, isPreviewable, type AttachmentLimits } from './attachment-rules';
import { ATTACHMENTS_TEXTS, useAttachmentsTranslation } from './attachments-texts';
import { deleteAttachment, uploadAttachment } from './file-service';
import { useUploadQueue } from './use-upload-queue';

/** A file that finished uploading. */
export interface AttachedFile {
  fileId: string;
  name: string;
  size: number;
  contentType: string;
  /** Object URL of a jpeg/png/tiff preview (revoked when the file is removed or the box unmounts). */
  previewUrl?: string;
}

export interface AttachmentsBoxProps {
  value: AttachedFile[];
  onChange(next: AttachedFile[]): void;
  /** Platform staff upload on behalf of this tenant (fs/{tenantId}/file). */
  tenantId?: string | null;
  /** Replaces the default upload (fs/file with progress); answers the fileId. */
  upload?(file: File, onProgress: (percent: number) => void): Promise<string>;
  /** Replaces the default delete (fs/file/{fileId}) when a file is removed. */
  remove?(fileId: string): Promise<void>;
  limits?: AttachmentLimits;
  /** False for a box that holds one file (a logo): it asks for "a file". Default true. */
  multiple?: boolean;
  disabled?: boolean;
  /**
   * True while a file is uploading or waiting to (and when a removal is in flight), false once all
   * settled: a dialog disables Send and Cancel meanwhile, so no file is left half-added.
   */
  onBusyChange?(busy: boolean): void;
}

function previewFor(file: File, limits: AttachmentLimits): string | undefined {
  if (!isPreviewable(file, limits) || typeof URL.createObjectURL !== 'function') return undefined;
  return URL.createObjectURL(file);
}

/**
 * The shared Attachments box (spec part 1 section 5): drop or pick files; each is checked (type by
 * extension and content type, size) and uploaded one after another with its progress; jpeg, png and
 * tiff files show a preview. Messages: 'File type not allowed {file}', 'File {file} size bigger then
 * allowed', 'Error uploading files' (cleared after 2 s), 'Files finished uploading'.
 */
export function AttachmentsBox({ value, onChange, tenantId, upload, remove, limits = DEFAULT_ATTACHMENT_LIMITS, multiple = true, disabled, onBusyChange }: AttachmentsBoxProps) {
  const { t } = useAttachmentsTranslation();
  const limitsHint = limits === DEFAULT_ATTACHMENT_LIMITS
    ? t(ATTACHMENTS_TEXTS.limitsHint)
    : t(ATTACHMENTS_TEXTS.ownLimitsHint, { size: formatSizeLimit(limits.maxBytes), types: [...new Set(limits.allowedExtensions.map((e) => e.toUpperCase()))].join(', ') });
  // Uploads finish one after another; each must append to the list as it is then, not as it was rendered.
  const valueRef = useRef(value);
  valueRef.current = value;
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL?.(url));
  }, []);

  const queue = useUploadQueue({
    limits,
    translate: t,
    upload: (file, onProgress) => (upload ? upload(file, onProgress) : uploadAttachment(file, { tenantId, onProgress })),
    onUploaded: (file, fileId) => {
      const previewUrl = previewFor(file, limits);
      if (previewUrl) previews.current.add(previewUrl);
      const next = [...valueRef.current, { fileId, name: file.name, size: file.size, contentType: contentTypeOf(file), previewUrl }];
      valueRef.current = next;
      onChange(next);
    },
  });

  const [removing, setRemoving] = useState(0);
  const busy = queue.busy || removing > 0;
  const busyListener = useRef(onBusyChange);
  busyListener.current = onBusyChange;
  useEffect(() => busyListener.current?.(busy), [busy]);

  const removeFile = async (file: AttachedFile) => {
    setRemoving((n) => n + 1);
    try {
      await (remove ? remove(file.fileId) : deleteAttachment(file.fileId, tenantId));
    } catch (error) {
      // The file stays listed so the user can try again.
      console.error('Deleting the attachment failed', file.fileId, error);
      return;
    } finally {
      setRemoving((n) => n - 1);
    }
    if (file.previewUrl) {
      URL.revokeObjectURL?.(file.previewUrl);
      previews.current.delete(file.previewUrl);
    }
    const next = valueRef.current.filter((f) => f.fileId !== file.fileId);
    valueRef.current = next;
    onChange(next);
  };

  return (
    <Flex vertical gap={8} data-testid="attachments-box" aria-busy={busy}>
      <Upload.Dragger
        multiple={multiple}
        disabled={disabled}
        showUploadList={false}
        // The box uploads itself, one file after another; antd only hands over the picked files.
        beforeUpload={(file) => {
          queue.add([file as unknown as File]);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon"><InboxOutlined aria-hidden /></p>
        <p className="ant-upload-text">{t(multiple ? ATTACHMENTS_TEXTS.dropHint : ATTACHMENTS_TEXTS.dropHintOne)}</p>
        <p className="ant-upload-hint">{limitsHint}</p>
      </Upload.Dragger>

      {queue.current ? (
        <div aria-label={`${t(ATTACHMENTS_TEXTS.uploading)} ${queue.current.name}`} role="progressbar" aria-valuenow={queue.current.percent} aria-valuemin={0} aria-valuemax={100}>
          <Typography.Text type="secondary">{t(ATTACHMENTS_TEXTS.uploading)} {queue.current.name}{queue.waiting ? ` (+${queue.waiting})` : ''}</Typography.Text>
          <Progress percent={queue.current.percent} size="small" />
        </div>
      ) : null}

      {queue.problems.map((problem) => (
        <Alert key={problem} type="error" showIcon title={problem} />
      ))}
      {queue.failed ? <Alert type="error" showIcon title={t(ATTACHMENTS_TEXTS.failed)} role="alert" /> : null}
      {queue.finished && !queue.current ? <Alert type="success" showIcon title={t(ATTACHMENTS_TEXTS.finished)} role="status" /> : null}

      {value.length > 0 ? (
        <ul aria-label={t(ATTACHMENTS_TEXTS.attachments)} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {value.map((file) => (
            <li key={file.fileId} style={{ padding: '4px 0' }}>
              <Flex align="center" gap={8}>
                {file.previewUrl ? (
                  <img src={file.previewUrl} alt={file.name} width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} />
                ) : (
                  <PaperClipOutlined aria-hidden />
                )}
                <Typography.Text ellipsis style={{ flex: 1 }}>{file.name}</Typography.Text>
                <Typography.Text type="secondary">{formatFileSize(file.size)}</Typography.Text>
                {/* Icon-only: named, and the name shown as a tooltip (issue 16). */}
                <Tooltip title={`${t(ATTACHMENTS_TEXTS.remove)} ${file.name}`}>
                  <Button
                    size="small"
                    type="text"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`${t(ATTACHMENTS_TEXTS.remove)} ${file.name}`}
                    disabled={disabled}
                    onClick={() => void removeFile(file)}
                  />
                </Tooltip>
              </Flex>
            </li>
          ))}
        </ul>
      ) : null}
    </Flex>
  );
}
