/**
 * The CRM settings a tenant starts with, named in English by the seed (backend `crm-settings/seed.ts` and the
 * onboarding pipeline of `dashboards/seed.ts`), and their Turkish: a name left as seeded reads in the reader's
 * language; a name the tenant's staff set stays theirs (the rule of the seeded payment methods and countries, ADR 0064).
 */
const SEEDED_LEAD_STATUS_NAMES_TR: Readonly<Record<string, string>> = {
  New: 'Yeni',
  Contacted: 'İletişime geçildi',
  Qualified: 'Nitelikli',
  Unqualified: 'Niteliksiz',
};

/** The seeded pipelines, their stages, the stages' activity sets and those sets' activities. */
const SEEDED_PIPELINE_NAMES_TR: Readonly<Record<string, string>> = {
  'Merchant onboarding': 'Üye işyeri katılımı',
  'Partner referrals': 'İş ortağı yönlendirmeleri',
  'Integration projects': 'Entegrasyon projeleri',
  Lead: 'Aday',
  Precheck: 'Ön kontrol',
  Documents: 'Belgeler',
  Agreement: 'Sözleşme',
  Integration: 'Entegrasyon',
  Referred: 'Yönlendirildi',
  Discovery: 'Keşif',
  Proposal: 'Teklif',
  Negotiation: 'Müzakere',
  'Kick-off': 'Başlangıç',
  'Sandbox testing': 'Test ortamında deneme',
  Certification: 'Sertifikasyon',
  'Live pilot': 'Canlı pilot',
  'KYB documents': 'KYB belgeleri',
  'Go-live checks': 'Canlıya geçiş kontrolleri',
  'Certificate of incorporation received': 'Kuruluş belgesi alındı',
  'Proof of address received': 'Adres belgesi alındı',
  'Ultimate beneficial owners identified': 'Nihai gerçek faydalanıcılar belirlendi',
  'Processing history (6 months) received': 'İşlem geçmişi (6 ay) alındı',
  'Test payments succeeded': 'Test ödemeleri başarılı',
  'Webhook endpoint verified': 'Webhook uç noktası doğrulandı',
  'Settlement account confirmed': 'Tahsilat hesabı onaylandı',
};

/** The seeded lead statuses' and activity sets' descriptions. */
const SEEDED_DESCRIPTIONS_TR: Readonly<Record<string, string>> = {
  'Not contacted yet': 'Henüz iletişime geçilmedi',
  'In conversation: needs and volumes being collected': 'Görüşülüyor: ihtiyaçlar ve hacimler toplanıyor',
  'Fits our risk appetite and pricing: ready to convert': 'Risk iştahımıza ve fiyatlandırmamıza uyuyor: dönüştürülmeye hazır',
  'Out of appetite, too small or unreachable': 'İştah dışında, çok küçük ya da ulaşılamıyor',
  'What underwriting needs before an agreement': 'Risk değerlendirmesinin sözleşmeden önce istedikleri',
  'Before the first live payment': 'İlk canlı ödemeden önce',
};

/** The lead statuses the seed names (their English names). */
export const SEEDED_LEAD_STATUS_NAMES: readonly string[] = Object.keys(SEEDED_LEAD_STATUS_NAMES_TR);
/** Every CRM name the seed writes that reads in Turkish (the seed's tests check theirs are here). */
export const SEEDED_CRM_NAMES: readonly string[] = [...SEEDED_LEAD_STATUS_NAMES, ...Object.keys(SEEDED_PIPELINE_NAMES_TR)];
/** Every description the seed writes that reads in Turkish. */
export const SEEDED_CRM_DESCRIPTIONS: readonly string[] = Object.keys(SEEDED_DESCRIPTIONS_TR);

const SEEDED_CRM_NAMES_TR: Readonly<Record<string, string>> = { ...SEEDED_LEAD_STATUS_NAMES_TR, ...SEEDED_PIPELINE_NAMES_TR, ...SEEDED_DESCRIPTIONS_TR };
const SEEDED_CRM_NAMES_FROM_TR: ReadonlyMap<string, string> = new Map(Object.entries(SEEDED_CRM_NAMES_TR).map(([name, tr]) => [tr, name]));

/**
 * A CRM setting's name or description (a lead status, a pipeline, a stage, an activity set or one of its activities)
 * as a reader of `language` reads it: a seeded one in Turkish, any other as it is.
 */
export function seededCrmNameIn(name: string, language: string): string {
  return language === 'tr' ? SEEDED_CRM_NAMES_TR[name] ?? name : name;
}

/**
 * What a settings form stores for a name or description a reader of `language` wrote: the seeded name a shown
 * Turkish one stands for (a form opened on "Yeni" and saved unchanged keeps "New", read "New" in English and "Yeni" in
 * Turkish), any other as written.
 */
export function storedCrmName(shown: string, language: string): string {
  return language === 'tr' ? SEEDED_CRM_NAMES_FROM_TR.get(shown.trim()) ?? shown : shown;
}
