import { useTranslation } from 'react-i18next';
import { portalI18n, textTables } from '@portal/i18n';
import { AI_MESSAGES, type AiTool, type I18nResources } from '@portal/contracts';

/** Namespace of the AI scoping settings (ADR 0105); keys are the English texts. */
export const AI_SCOPING_NAMESPACE = 'ai-scoping';

/** Each tool's name on the page. */
export const TOOL_LABELS: Record<AiTool, string> = {
  transactionLookup: 'Transaction lookup',
  reportFigures: 'Report figures',
  ticketSearch: 'Ticket search',
  merchantDetails: 'Merchant details',
  documentationSearch: 'Documentation search',
  refund: 'Refunds (proposed, approved by the user)',
  ticketReply: 'Ticket replies (proposed, approved by the user)',
};

export const S = {
  ...AI_MESSAGES,
  ...Object.fromEntries(Object.values(TOOL_LABELS).map((label) => [label, label])),
  intro: 'What the AI assistant may do with this tenant\'s data. The server enforces it on every tool call and every approval, whatever the conversation says; a tenant without settings is out of its reach. A full card number is never shown.',
  tenant: 'Tenant',
  assistantAllowed: 'Assistant allowed',
  assistantAllowedHelp: 'Off: the assistant reads and changes nothing of this tenant.',
  enabledTools: 'Tools',
  enabledToolsHelp: 'The tools the assistant may use on this tenant\'s data.',
  cardDataAllowed: 'Card data may be mentioned',
  cardDataAllowedHelp: 'The card BIN and last four digits; off: left out of what the assistant reads.',
  updatedAt: 'Updated',
  allowed: 'Allowed',
  notAllowed: 'Not allowed',
  noTools: 'None',
} as Record<string, string>;

const tr: Record<string, string> = {
  notConfigured: 'Yapay zekâ asistanı bu sunucuda yapılandırılmamış (AI_BASE_URL, AI_API_KEY ve AI_MODEL ayarlı değil): yalnızca belgelerde arama yapabilir.',
  toolOff: 'Yapay zekâ kapsam ayarları {{tool}} aracına izin vermiyor',
  tenantNotAllowed: 'Yapay zekâ kapsam ayarları asistanın bu kiracının verilerini kullanmasına izin vermiyor',
  actionDecided: 'Bu işlem zaten {{status}}',
  modelFailed: 'Yapay zekâ hizmeti yanıt vermedi ({{reason}}): daha sonra yeniden deneyin',
  tooManyRounds: 'Asistan {{max}} araç turundan sonra yanıt vermeden durdu',
  scopingTaken: 'Bu kiracının yapay zekâ kapsamı zaten var: onu düzenleyin',
  [TOOL_LABELS.transactionLookup]: 'İşlem sorgulama',
  [TOOL_LABELS.reportFigures]: 'Rapor rakamları',
  [TOOL_LABELS.ticketSearch]: 'Talep arama',
  [TOOL_LABELS.merchantDetails]: 'Üye işyeri ayrıntıları',
  [TOOL_LABELS.documentationSearch]: 'Belge arama',
  [TOOL_LABELS.refund]: 'İadeler (önerilir, kullanıcı onaylar)',
  [TOOL_LABELS.ticketReply]: 'Talep yanıtları (önerilir, kullanıcı onaylar)',
  ticketNotFound: 'Kullanıcının görebileceği #{{number}} numaralı talep yok',
  ticketRepliesPlatformOnly: 'Talep yanıtları yalnızca platform çalışanları için önerilir',
  intro: 'Yapay zekâ asistanının bu kiracının verileriyle neler yapabileceği. Sunucu, konuşmada ne söylenirse söylensin bunu her araç çağrısında ve her onayda uygular; ayarı olmayan bir kiracıya erişemez. Tam kart numarası asla gösterilmez.',
  tenant: 'Kiracı',
  assistantAllowed: 'Asistana izin verildi',
  assistantAllowedHelp: 'Kapalı: asistan bu kiracının hiçbir verisini okumaz ve değiştirmez.',
  enabledTools: 'Araçlar',
  enabledToolsHelp: 'Asistanın bu kiracının verilerinde kullanabileceği araçlar.',
  cardDataAllowed: 'Kart verisinden söz edilebilir',
  cardDataAllowedHelp: 'Kartın BIN\'i ve son dört hanesi; kapalı: asistanın okuduklarından çıkarılır.',
  updatedAt: 'Güncellendi',
  allowed: 'İzinli',
  notAllowed: 'İzinsiz',
  noTools: 'Yok',
};

const tables = textTables(S, tr);
export const AI_SCOPING_RESOURCES: I18nResources = {
  en: { [AI_SCOPING_NAMESPACE]: tables.en },
  tr: { [AI_SCOPING_NAMESPACE]: tables.tr },
};

export function useAiScopingTranslation() {
  return useTranslation(AI_SCOPING_NAMESPACE, { i18n: portalI18n() });
}
