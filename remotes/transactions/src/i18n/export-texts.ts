import { EXPORT_QUOTA } from '@portal/contracts';

/** The export's texts (keys are the English texts; namespace "transactions") and their Turkish. */
export const X = {
  exportButton: 'Export',
  exportLabel: 'Export the filtered transactions as a CSV file',
  exportQueued: 'The export has more than {{limit}} rows: it is being prepared, and the file will arrive as a notification.',
  exportFailed: 'The export failed: {{message}}',
  // The server's 429 past the user's quota of large exports (ADR 0097's neighbour in issue 28), translated here.
  exportQuota: EXPORT_QUOTA.message,
  exportTenantQuota: EXPORT_QUOTA.tenantMessage,
} as const;

type Key = keyof typeof X;

const tr: Record<Key, string> = {
  exportButton: 'Dışa aktar',
  exportLabel: 'Filtrelenen işlemleri CSV dosyası olarak dışa aktar',
  exportQueued: 'Dışa aktarım {{limit}} satırdan fazla: hazırlanıyor, dosya bir bildirim olarak gelecek.',
  exportFailed: 'Dışa aktarım başarısız oldu: {{message}}',
  exportQuota: 'Yolda olan 3 dışa aktarımınız var: her biri bir bildirim olarak gelir. Biri geldiğinde yenisini isteyin.',
  exportTenantQuota: 'Kuruluşunuzun yolda olan 20 dışa aktarımı var: her biri isteyene bir bildirim olarak gelir. Bir dakika sonra yeniden isteyin.',
};

export const exportEn: Record<string, string> = Object.fromEntries(Object.values(X).map((text) => [text, text]));
export const exportTr: Record<string, string> = Object.fromEntries((Object.keys(tr) as Key[]).map((key) => [X[key], tr[key]]));
