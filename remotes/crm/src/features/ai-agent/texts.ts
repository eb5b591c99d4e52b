import { AI_MESSAGES } from '@portal/contracts';
import { featureTexts } from '../../i18n/feature-texts';

/** Namespace of the AI Chat page (ADR 0105); keys are the English texts. */
export const AI_AGENT_NAMESPACE = 'ai-agent';

export const AA = {
  ...AI_MESSAGES,
  intro: 'Ask about transactions, daily figures, tickets, merchants and the documentation. The assistant uses your own access, limited by the AI scoping settings; any change it proposes waits for your approval.',
  conversations: 'Conversations',
  newConversation: 'New conversation',
  noConversations: 'No conversations yet.',
  noMessages: 'Ask a question to start.',
  you: 'You',
  assistant: 'Assistant',
  message: 'Message',
  messagePlaceholder: 'e.g. How many payments were declined yesterday?',
  messageRequired: 'Write a message first',
  messageTooLong: 'A message has at most {{max}} characters',
  send: 'Send',
  sending: 'The assistant is answering…',
  stop: 'Stop',
  toolCall: 'Tool: {{name}}',
  toolRefused: 'Refused',
  toolDetails: 'Arguments: {{arguments}}. Outcome: {{outcome}}',
  pendingAction: 'Proposed action',
  approve: 'Approve',
  refuse: 'Refuse',
  Pending: 'Waiting for your approval',
  Approved: 'Approved',
  Refused: 'Refused',
  Failed: 'Failed',
  approvedResult: 'Result: {{result}}',
  model: 'Model: {{model}}',
  loadFailed: 'The conversation could not be loaded: {{message}}',
  sendFailed: 'The message could not be sent: {{message}}',
  'The assistant failed to answer: try again': 'The assistant failed to answer: try again',
} as const;

type Key = keyof typeof AA;

const tr: Record<Key, string> = {
  notConfigured: 'Yapay zekâ asistanı bu sunucuda yapılandırılmamış (AI_BASE_URL, AI_API_KEY ve AI_MODEL ayarlı değil): yalnızca belgelerde arama yapabilir.',
  toolOff: 'Yapay zekâ kapsam ayarları {{tool}} aracına izin vermiyor',
  tenantNotAllowed: 'Yapay zekâ kapsam ayarları asistanın bu kiracının verilerini kullanmasına izin vermiyor',
  actionDecided: 'Bu işlem zaten {{status}}',
  modelFailed: 'Yapay zekâ hizmeti yanıt vermedi ({{reason}}): daha sonra yeniden deneyin',
  tooManyRounds: 'Asistan {{max}} araç turundan sonra yanıt vermeden durdu',
  scopingTaken: 'Bu kiracının yapay zekâ kapsamı zaten var: onu düzenleyin',
  ticketNotFound: 'Kullanıcının görebileceği #{{number}} numaralı talep yok',
  ticketRepliesPlatformOnly: 'Talep yanıtları yalnızca platform çalışanları için önerilir',
  intro: 'İşlemler, günlük rakamlar, talepler, üye işyerleri ve belgeler hakkında sorun. Asistan sizin erişiminizi, yapay zekâ kapsam ayarlarıyla sınırlanmış olarak kullanır; önerdiği her değişiklik onayınızı bekler.',
  conversations: 'Konuşmalar',
  newConversation: 'Yeni konuşma',
  noConversations: 'Henüz konuşma yok.',
  noMessages: 'Başlamak için bir soru sorun.',
  you: 'Siz',
  assistant: 'Asistan',
  message: 'İleti',
  messagePlaceholder: 'ör. Dün kaç ödeme reddedildi?',
  messageRequired: 'Önce bir ileti yazın',
  messageTooLong: 'Bir ileti en çok {{max}} karakter olabilir',
  send: 'Gönder',
  sending: 'Asistan yanıtlıyor…',
  stop: 'Durdur',
  toolCall: 'Araç: {{name}}',
  toolRefused: 'Reddedildi',
  toolDetails: 'Bağımsız değişkenler: {{arguments}}. Sonuç: {{outcome}}',
  pendingAction: 'Önerilen işlem',
  approve: 'Onayla',
  refuse: 'Reddet',
  Pending: 'Onayınızı bekliyor',
  Approved: 'Onaylandı',
  Refused: 'Reddedildi',
  Failed: 'Başarısız',
  approvedResult: 'Sonuç: {{result}}',
  model: 'Model: {{model}}',
  loadFailed: 'Konuşma yüklenemedi: {{message}}',
  sendFailed: 'İleti gönderilemedi: {{message}}',
  'The assistant failed to answer: try again': 'Asistan yanıt veremedi: yeniden deneyin',
};

const texts = featureTexts(AI_AGENT_NAMESPACE, AA, tr);
export const aiAgentResources = texts.resources;
export const useAiAgentTranslation = texts.useTexts;
