export { AttachmentsBox, type AttachedFile, type AttachmentsBoxProps } from './AttachmentsBox';
export {
  attachmentProblem, isPreviewable, contentTypeOf, DEFAULT_ATTACHMENT_LIMITS, type AttachmentLimits,
} from './attachment-rules';
export { uploadAttachment, deleteAttachment, deleteAttachments } from './file-service';
export { ATTACHMENTS_TEXTS, ATTACHMENTS_NAMESPACE, withFileName } from './attachments-texts';
