import { useTranslation } from 'react-i18next';
import { UPLOAD_MESSAGES } from '@portal/contracts';
import { addRemoteResources, portalI18n } from '@portal/i18n';

/** i18n namespace of the shared Attachments box; keys are the English texts (spec texts exactly). */
export const ATTACHMENTS_NAMESPACE = 'attachments';

export const ATTACHMENTS_TEXTS = {
  ...UPLOAD_MESSAGES,
  dropHint: 'Click or drag files here to attach them',
  dropHintOne: 'Click or drag a file here to attach it',
  limitsHint: 'Up to 5 MB each: images, PDF, Office and OpenDocument files, text, CSV, XML',
  /** A caller's own limits (a logo, a boarding document): said from them, so the box never promises what it refuses. */
  ownLimitsHint: 'Up to {{size}} each: {{types}}',
  remove: 'Remove',
  uploading: 'Uploading',
  attachments: 'Attachments',
} as const;

const tr: Record<string, string> = {
  [ATTACHMENTS_TEXTS.typeNotAllowed]: 'Dosya türüne izin verilmiyor {file}',
  [ATTACHMENTS_TEXTS.tooBig]: '{file} dosyasının boyutu izin verilenden büyük',
  [ATTACHMENTS_TEXTS.failed]: 'Dosyalar yüklenirken hata oluştu',
  [ATTACHMENTS_TEXTS.finished]: 'Dosyaların yüklenmesi tamamlandı',
  [ATTACHMENTS_TEXTS.deleted]: 'Eklenen dosyalar silindi',
  [ATTACHMENTS_TEXTS.dropHint]: 'Eklemek için tıklayın veya dosyaları buraya sürükleyin',
  [ATTACHMENTS_TEXTS.dropHintOne]: 'Eklemek için tıklayın veya bir dosyayı buraya sürükleyin',
  [ATTACHMENTS_TEXTS.limitsHint]: 'Her biri en fazla 5 MB: görseller, PDF, Office ve OpenDocument dosyaları, metin, CSV, XML',
  [ATTACHMENTS_TEXTS.ownLimitsHint]: 'Her biri en fazla {{size}}: {{types}}',
  [ATTACHMENTS_TEXTS.remove]: 'Kaldır',
  [ATTACHMENTS_TEXTS.uploading]: 'Yükleniyor',
  [ATTACHMENTS_TEXTS.attachments]: 'Ekler',
};

let registered = false;

/** The box's texts through the portal's one i18next instance (registered on first use). */
export function useAttachmentsTranslation() {
  const i18n = portalI18n();
  if (!registered) {
    const en = Object.fromEntries(Object.values(ATTACHMENTS_TEXTS).map((text) => [text, text]));
    addRemoteResources({ en: { [ATTACHMENTS_NAMESPACE]: en }, tr: { [ATTACHMENTS_NAMESPACE]: tr } });
    registered = true;
  }
  return useTranslation(ATTACHMENTS_NAMESPACE, { i18n });
}

/** Fills `{file}` in a spec text (the spec writes the placeholder with single braces). */
export function withFileName(text: string, fileName: string): string {
  return text.replace('{file}', fileName);
}
