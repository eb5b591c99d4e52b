import { BANK_ORDER_MESSAGES } from '@portal/contracts';

/** The bank-order page's texts (keys are the English texts; namespace "transactions") and their Turkish. */
export const BO = {
  uploadTitle: 'Upload a bank order',
  bankName: 'Bank name',
  accountNumber: 'Account number',
  file: 'CSV file',
  chooseFile: 'Choose a CSV file',
  fileHint: 'Lines: date,reference,amount,currency,payer (date as YYYY-MM-DD, amount with a dot).',
  upload: 'Upload',
  checked: '{{lines}} lines read: {{good}} ready, {{bad}} with an error (kept as Invalid)',
  badLines: 'Lines with an error',
  line: 'Line',
  reason: 'Why',
  uploaded: 'Bank order uploaded: {{matched}} matched, {{amountDiffers}} with another amount, {{unmatched}} unmatched, {{invalid}} invalid',
  uploadFailed: 'The bank order was not uploaded: {{message}}',
  uploadedAt: 'Uploaded',
  uploadedBy: 'By',
  fileName: 'File',
  lines: 'Lines',
  AmountDiffers: 'Other amount',
  Invalid: 'Invalid',
  itemsTitle: 'Bank order {{fileName}}',
  itemsFailed: 'The lines could not be loaded: {{message}}',
  valueDate: 'Value date',
} as const;

type Key = keyof typeof BO;

const tr: Record<Key, string> = {
  uploadTitle: 'Banka talimatı yükle',
  bankName: 'Banka adı',
  accountNumber: 'Hesap numarası',
  file: 'CSV dosyası',
  chooseFile: 'Bir CSV dosyası seçin',
  fileHint: 'Satırlar: date,reference,amount,currency,payer (tarih YYYY-MM-DD, tutar noktalı).',
  upload: 'Yükle',
  checked: '{{lines}} satır okundu: {{good}} hazır, {{bad}} hatalı (Geçersiz olarak saklanır)',
  badLines: 'Hatalı satırlar',
  line: 'Satır',
  reason: 'Neden',
  uploaded: 'Banka talimatı yüklendi: {{matched}} eşleşti, {{amountDiffers}} farklı tutarlı, {{unmatched}} eşleşmedi, {{invalid}} geçersiz',
  uploadFailed: 'Banka talimatı yüklenmedi: {{message}}',
  uploadedAt: 'Yüklenme',
  uploadedBy: 'Yapan',
  fileName: 'Dosya',
  lines: 'Satırlar',
  AmountDiffers: 'Farklı tutar',
  Invalid: 'Geçersiz',
  itemsTitle: 'Banka talimatı {{fileName}}',
  itemsFailed: 'Satırlar yüklenemedi: {{message}}',
  valueDate: 'Valör tarihi',
};

const messagesTr: Record<keyof typeof BANK_ORDER_MESSAGES, string> = {
  empty: 'Dosyada satır yok',
  header: 'İlk satır başlık olmalı: date,reference,amount,currency,payer',
  tooMany: 'Dosyada {{max}} satırdan fazla var',
  values: '5 değer bekleniyordu, {{found}} bulundu',
  date: 'Tarih YYYY-MM-DD biçiminde gerçek bir gün olmalı',
  reference: 'Referans eksik veya 64 karakterden uzun',
  currency: 'Bilinmeyen para birimi {{currency}}',
  amount: 'Tutar sıfırdan büyük olmalı ve {{currency}} için en fazla {{places}} ondalık içermeli',
  payer: 'Ödeyen eksik veya 140 karakterden uzun',
  bankName: 'Banka adını girin (en fazla 100 karakter)',
  accountNumber: 'Hesap numarasını girin: 6 ile 34 arası harf ve rakam (IBAN veya yerel numara)',
  noFile: 'Banka talimatının CSV dosyasını seçin',
};

export const bankOrderEn: Record<string, string> = Object.fromEntries([...Object.values(BO), ...Object.values(BANK_ORDER_MESSAGES)].map((text) => [text, text]));
export const bankOrderTr: Record<string, string> = Object.fromEntries([
  ...(Object.keys(tr) as Key[]).map((key) => [BO[key], tr[key]]),
  ...(Object.keys(messagesTr) as Array<keyof typeof BANK_ORDER_MESSAGES>).map((key) => [BANK_ORDER_MESSAGES[key], messagesTr[key]]),
]);
