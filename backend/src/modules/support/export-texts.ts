import { DEFAULT_LABEL_NAMES_TR, TICKET_CATEGORY_NAMES_TR, VALUE_LABELS_TR, type FeedItemType } from '@portal/contracts';
import type { ReaderLanguage } from '../../lib/reader-language';

/**
 * The words of the support exports (a ticket's feed, the platform's ticket list) in the reader's language, as the
 * support pages read: the header, what each feed line is, the sentences that describe a change, and the values a
 * ticket shows (status, priority, billable, category, a default label). Names, subjects and comments stay as written.
 */
interface ExportWords {
  feedHeader: readonly string[];
  ticketHeader: readonly string[];
  feedType: Readonly<Record<FeedItemType, string>>;
  statusChanged: (status: string) => string;
  assignedTo: (name: string) => string;
  priorityChanged: (priority: string) => string;
  invited: (email: string) => string;
  yes: string;
  no: string;
  /** A status or priority as the pages show it. */
  value: (value: string) => string;
  /** A ticket category, or a label's name: the portal's own names translated, a tenant's own label as typed. */
  name: (name: string) => string;
}

const PRIORITIES_TR: Readonly<Record<string, string>> = { Low: 'Düşük', Medium: 'Orta', High: 'Yüksek' };

const EN: ExportWords = {
  feedHeader: ['Timestamp', 'Type', 'User', 'Details'],
  ticketHeader: ['Ticket number', 'Ticket id', 'Tenant', 'Customer', 'Category', 'Subject', 'Status', 'Priority', 'Assignee', 'Label',
    'Billable', 'Jira ticket', 'Initial request', 'Response', 'Resolution', 'Created on', 'Escalated from ticket'],
  feedType: {
    StatusChangeFeedItem: 'Status change', AssignmentItem: 'Assignment', PriorityChangeItem: 'Priority change', ReferenceItem: 'References',
    ExternalPartyInvitationItem: 'External party invitation', TenantCommentItem: 'Tenant comment', TenantInternalCommentItem: 'Tenant internal comment',
    PlatformCommentItem: 'Platform comment', PlatformInternalCommentItem: 'Platform internal comment', CustomerCommentItem: 'Customer comment',
    CustomerInternalCommentItem: 'Customer internal comment', ExternalPartyCommentItem: 'External party comment',
  },
  statusChanged: (status) => `Status changed to ${status}`,
  assignedTo: (name) => `Assigned to ${name}`,
  priorityChanged: (priority) => `Priority changed to ${priority}`,
  invited: (email) => `Invited ${email}`,
  yes: 'Yes',
  no: 'No',
  value: (value) => value,
  name: (name) => name,
};

const TR: ExportWords = {
  feedHeader: ['Zaman', 'Tür', 'Kullanıcı', 'Ayrıntılar'],
  // The ticket pages' own Turkish words where they have them (billable, the Jira record, the three times).
  ticketHeader: ['Talep numarası', 'Talep kimliği', 'Kiracı', 'Müşteri', 'Kategori', 'Konu', 'Durum', 'Öncelik', 'Atanan', 'Etiket',
    'Faturalandırılabilir', 'Jira kaydı', 'İlk talep zamanı', 'Yanıt zamanı', 'Çözüm zamanı', 'Oluşturulma', 'Taşındığı talep'],
  feedType: {
    StatusChangeFeedItem: 'Durum değişikliği', AssignmentItem: 'Atama', PriorityChangeItem: 'Öncelik değişikliği', ReferenceItem: 'Referanslar',
    ExternalPartyInvitationItem: 'Harici taraf daveti', TenantCommentItem: 'Kiracı yorumu', TenantInternalCommentItem: 'Kiracı dahili yorumu',
    PlatformCommentItem: 'Platform yorumu', PlatformInternalCommentItem: 'Platform dahili yorumu', CustomerCommentItem: 'Müşteri yorumu',
    CustomerInternalCommentItem: 'Müşteri dahili yorumu', ExternalPartyCommentItem: 'Harici taraf yorumu',
  },
  statusChanged: (status) => `Durum ${status} olarak değişti`,
  assignedTo: (name) => `${name} kişisine atandı`,
  priorityChanged: (priority) => `Öncelik ${priority} olarak değişti`,
  invited: (email) => `${email} davet edildi`,
  yes: 'Evet',
  no: 'Hayır',
  value: (value) => VALUE_LABELS_TR[value] ?? PRIORITIES_TR[value] ?? value,
  name: (name) => TICKET_CATEGORY_NAMES_TR[name] ?? (DEFAULT_LABEL_NAMES_TR as Readonly<Record<string, string>>)[name] ?? name,
};

/** The support exports' words for a reader of `language`. */
export const supportExportWords = (language: ReaderLanguage): ExportWords => (language === 'tr' ? TR : EN);
