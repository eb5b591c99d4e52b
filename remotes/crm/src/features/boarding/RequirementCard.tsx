import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useProfileTimeZone } from '@portal/auth';
import { BOARDING_CONTENT_TYPES, BOARDING_EXTENSIONS, type BoardingFileType } from '@portal/contracts';
import { formatInTimeZone, saveBlob, StatusPill } from '@portal/kit';
import { AttachmentsBox, type AttachmentLimits } from '@portal/ui';
import { downloadDocument, uploadDocument, type Requirement, type Requirements } from './boarding-api';
import { requirementTone } from './boarding-status';
import { BO, useCrmBoardingTranslation } from './texts';
import { formatFileSize, formatSizeLimit } from '@portal/i18n';

const KIND_NAMES: Record<BoardingFileType, string> = { pdf: 'PDF', png: 'PNG', jpg: 'JPEG' };

/** The upload box's own checks, the server's limits: this requirement's kinds and size. */
export const limitsOf = (r: Requirement): AttachmentLimits => ({
  maxBytes: r.maxBytes,
  allowedContentTypes: r.acceptedFileTypes.map((k) => BOARDING_CONTENT_TYPES[k]),
  allowedExtensions: r.acceptedFileTypes.flatMap((k) => BOARDING_EXTENSIONS[k]),
  previewContentTypes: [],
});

export const requirementTitle = (r: Requirement, t: (text: string, o?: Record<string, unknown>) => string) =>
  r.director === null ? r.name : `${r.name} ${r.directorName ? t(BO.forDirector, { name: r.directorName }) : t(BO.forDirectorN, { n: r.director + 1 })}`;

/**
 * One required document (Stripe's requirement): where it stands, its current file, why it was rejected, and the kit's
 * upload box while it may still be uploaded (due, rejected, or under review: a newer file replaces the one waiting).
 */
export function RequirementCard({ requirement: r, highlighted, onUploaded }: { requirement: Requirement; highlighted: boolean; onUploaded(next: Requirements): void }) {
  const { t } = useCrmBoardingTranslation();
  const timeZone = useProfileTimeZone();
  const [error, setError] = useState<string | null>(null);
  const title = requirementTitle(r, t);
  const doc = r.document;
  return (
    <Card
      size="small" id={doc ? `document-${doc.id}` : undefined} tabIndex={highlighted ? -1 : undefined}
      title={<Typography.Text strong>{title}</Typography.Text>}
      extra={<StatusPill status={r.state} label={t(BO[r.state])} tone={requirementTone(r.state)} />}
      style={highlighted ? { borderColor: '#1677ff', boxShadow: '0 0 0 2px rgba(22,119,255,0.2)' } : undefined}
      aria-label={`${title}: ${t(BO[r.state])}`}
    >
      <Flex vertical gap={8}>
        {r.description && <Typography.Text type="secondary">{r.description}</Typography.Text>}
        <Typography.Text>{t(BO.accepts, { kinds: r.acceptedFileTypes.map((k) => KIND_NAMES[k]).join(', '), size: formatSizeLimit(r.maxBytes) })}</Typography.Text>
        {r.state === 'Rejected' && doc?.rejectReason && <Alert type="error" showIcon title={t(BO.rejectedBecause, { reason: doc.rejectReason })} />}
        {/* A validity from the document type (ADR 0098): until when the accepted copy holds, or that it ran out. */}
        {r.expiresAt && doc?.status === 'Accepted' && (r.state === 'Accepted'
          ? <Typography.Text type="secondary">{t(BO.expiresOn, { date: formatInTimeZone(r.expiresAt, timeZone) })}</Typography.Text>
          : <Alert type="warning" showIcon title={t(BO.expiredOn, { date: formatInTimeZone(r.expiresAt, timeZone) })} />)}
        {doc && (
          <Flex gap={8} align="center" wrap>
            <Typography.Text>{t(BO.currentFile, { name: doc.fileName, size: formatFileSize(doc.size), at: formatInTimeZone(doc.uploadedAt, timeZone) })}</Typography.Text>
            <Button size="small" onClick={() => { void downloadDocument(doc.id).then((blob) => saveBlob(blob, doc.fileName)); }}>{t(BO.download, { name: doc.fileName })}</Button>
          </Flex>
        )}
        {r.state !== 'Accepted' && (
          <div aria-label={`${t(BO.uploadAgain)}: ${title}`} role="group">
            <AttachmentsBox
              value={[]} onChange={() => undefined} limits={limitsOf(r)}
              upload={async (file, onProgress) => {
                setError(null);
                try {
                  const next = await uploadDocument(r, file, onProgress);
                  onUploaded(next);
                  return next.requirements.find((x) => x.key === r.key)?.document?.id ?? '';
                } catch (e) {
                  setError(t(BO.uploadFailed, { file: file.name, error: e instanceof Error ? e.message : String(e) }));
                  throw e;
                }
              }}
            />
          </div>
        )}
        {error && <Alert type="error" showIcon role="alert" title={error} />}
      </Flex>
    </Card>
  );
}
