/**
 * The generic labels the resource lists take from their contracts (their filters' and columns' "Search", "Active",
 * "Status"...), in Turkish. They sit in the shell namespace, which every feature namespace falls back to: a page whose
 * own texts lack one still shows it in the reader's language (session 70 found "Search" left English on two settings
 * pages). A feature's own translation, when it has one, wins. `PORTAL_WORDS` below must read the same on every page
 * (each remote's `turkish-names.test.ts` and the kit's `turkish-words.test.ts` check their tables).
 */
export const COMMON_LABELS_TR: Readonly<Record<string, string>> = {
  Search: 'Ara',
  'Name or e-mail': 'Ad veya e-posta',
  Active: 'Etkin',
  Inactive: 'Etkin değil',
  Cancel: 'İptal',
  Name: 'Ad',
  Status: 'Durum',
  Type: 'Tür',
  Kind: 'Tür',
  Customer: 'Müşteri',
  Enabled: 'Açık',
  Category: 'Kategori',
  Mode: 'Mod',
  Value: 'Değer',
  Required: 'Zorunlu',
  // A run's, an e-mail's or a bulk update's state before it starts: one word on the scheduler, the e-mails and disputes.
  Queued: 'Sırada',
};

/** Generic words every page writes the same way in Turkish (antd's own dialogs say "İptal" too). */
export const PORTAL_WORDS = ['Cancel', 'Active', 'Inactive', 'Search', 'Status', 'Queued'] as const;
