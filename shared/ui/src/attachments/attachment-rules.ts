import {
  ALLOWED_CONTENT_TYPES, ALLOWED_EXTENSIONS, MAX_UPLOAD_BYTES, PREVIEW_CONTENT_TYPES, UPLOAD_MESSAGES,
} from '@portal/contracts';

/** The attachment rules of spec part 1 section 5; the server checks them again by content. */
export interface AttachmentLimits {
  maxBytes: number;
  allowedContentTypes: readonly string[];
  allowedExtensions: readonly string[];
  previewContentTypes: readonly string[];
}

export const DEFAULT_ATTACHMENT_LIMITS: AttachmentLimits = {
  maxBytes: MAX_UPLOAD_BYTES,
  allowedContentTypes: ALLOWED_CONTENT_TYPES,
  allowedExtensions: ALLOWED_EXTENSIONS,
  previewContentTypes: PREVIEW_CONTENT_TYPES,
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A file's content type, guessed from its extension when the browser gives none (e.g. .odt on some systems). */
export function contentTypeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const byExtension: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', tif: 'image/tiff', tiff: 'image/tiff' };
  return byExtension[extensionOf(file.name)] ?? '';
}

/**
 * Why a file may not be attached, as an i18n key with `{file}` in it, or null when it may.
 * Both the extension and (when the browser knows it) the content type must be on the lists.
 */
export function attachmentProblem(file: Pick<File, 'name' | 'type' | 'size'>, limits: AttachmentLimits = DEFAULT_ATTACHMENT_LIMITS): string | null {
  const extensionAllowed = limits.allowedExtensions.includes(extensionOf(file.name));
  const typeAllowed = !file.type || limits.allowedContentTypes.includes(file.type.toLowerCase());
  if (!extensionAllowed || !typeAllowed) return UPLOAD_MESSAGES.typeNotAllowed;
  if (file.size > limits.maxBytes) return UPLOAD_MESSAGES.tooBig;
  return null;
}

/** jpeg, png and tiff files get a preview. */
export function isPreviewable(file: Pick<File, 'name' | 'type'>, limits: AttachmentLimits = DEFAULT_ATTACHMENT_LIMITS): boolean {
  return limits.previewContentTypes.includes(contentTypeOf(file).toLowerCase());
}
