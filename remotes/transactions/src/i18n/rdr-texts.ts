/** Texts of the RDR batch summary (ADR 0055; keys are the English texts) and their Turkish. */
export const RT = {
  openedOn: 'Disputes opened',
  batch: 'Batch',
  day: 'Day (UTC)',
  disputes: 'Disputes',
  disputedAmount: 'Disputed amount',
  rdrCount: 'RDR refunded',
  rdrAmount: 'RDR amount',
  won: 'Won',
  lost: 'Lost',
  open: 'Open',
  batchOpen: 'Open batch',
  batchClosed: 'Closed batch',
} as const;

type Key = keyof typeof RT;
const byKey: Record<Key, string> = {
  openedOn: 'İtirazın açıldığı günler',
  batch: 'Parti',
  day: 'Gün (UTC)',
  disputes: 'İtirazlar',
  disputedAmount: 'İtiraz tutarı',
  rdrCount: 'RDR ile iade',
  rdrAmount: 'RDR tutarı',
  won: 'Kazanıldı',
  lost: 'Kaybedildi',
  open: 'Açık',
  batchOpen: 'Açık parti',
  batchClosed: 'Kapalı parti',
};

export const rdrEn: Record<string, string> = Object.fromEntries(Object.values(RT).map((text) => [text, text]));
export const rdrTr: Record<string, string> = Object.fromEntries((Object.keys(RT) as Key[]).map((key) => [RT[key], byKey[key]]));
