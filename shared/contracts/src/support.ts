/**
 * Support tickets, feed, labels and files (spec part 1 sections 3, 4, 5, 7, 9).
 * Every path in SUPPORT_PATHS is relative, as the portal calls it; the api-client routes `support...`
 * and `fs...` to the unversioned API base (DEFAULT_SERVICE_BASES.unversioned, `/svc/core`).
 * Errors: `{error}` (or `{errors:[{message}]}` for schema validation), 400 / 401 / 403 / 404.
 */

// ---------------------------------------------------------------------------------------------
// Enumerations
// ---------------------------------------------------------------------------------------------

/** Ticket parties (spec: Customer 0, Tenant 1, Platform 2). */
export const TicketParty = { Customer: 0, Tenant: 1, Platform: 2 } as const;
export type TicketParty = (typeof TicketParty)[keyof typeof TicketParty];

export const TICKET_CHANNEL_TYPES = ['CustomerToTenantTicketChannel', 'TenantToPlatformTicketChannel'] as const;
export type TicketChannelType = (typeof TICKET_CHANNEL_TYPES)[number];

export const PRIORITIES = ['Low', 'Medium', 'High'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Ticket state: Open -> Closed (close), Closed -> Opened (open / reopen). */
export const TICKET_STATUSES = ['Opened', 'Closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const REFERENCE_KEYS = ['Transaction', 'Customer', 'File', 'createdOn'] as const;
export type ReferenceKey = (typeof REFERENCE_KEYS)[number];

/** Key Transaction: transaction id; Customer: merchant id; File: fileId; createdOn: the page address the ticket was raised from. */
export interface TicketReference {
  key: ReferenceKey;
  value: string;
}

// ---------------------------------------------------------------------------------------------
// Labels (spec part 1 section 3 "Label", section 5 label form)
// ---------------------------------------------------------------------------------------------

export interface Label {
  labelId: string;
  value: string;
  description: string | null;
  /** CSS colour, e.g. #FFD700. */
  color: string;
  isDefault: boolean;
  /** 0-based order in the tenant's list (GET support/labels answers in this order). */
  position: number;
}

/** POST support/label and PUT support/label/{id}. Platform callers add `?tenantId=`. */
export interface LabelPayload {
  value: string;
  description?: string | null;
  color: string;
}

/** POST support/labels/rearrange: every label id of the tenant in the new order. */
export interface RearrangeLabelsPayload {
  newLabelIdsList: string[];
}

export const DEFAULT_LABELS: ReadonlyArray<Pick<Label, 'value' | 'color'>> = [
  { value: 'Pending', color: '#FFD700' },
  { value: 'Done', color: '#90EE90' },
  { value: 'In progress', color: '#6495ED' },
];

/** Label value: alphanumeric and spaces only, and not a default label name (any case). */
export const LABEL_VALUE_PATTERN = /^[A-Za-z0-9 ]+$/;
/** A label colour the browser and the server accept: #RGB, #RRGGBB, #RRGGBBAA, or rgb()/rgba(). */
export const LABEL_COLOR_PATTERN = /^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8}|rgba?\([\d\s.,%]+\))$/;
export const LABEL_VALUE_MESSAGE = 'This field is required and must be alphanumeric.';
/** The default label names as stored and sent (English): a label with one of these is a default label. */
export const RESERVED_LABEL_VALUES = ['Pending', 'Done', 'In progress'] as const;
export type DefaultLabelName = (typeof RESERVED_LABEL_VALUES)[number];

/**
 * The default label names as the portal shows them in Turkish (issue 16). One list for the display
 * (support remote) and the reservation: a tenant label may not look like a default one in any language.
 */
export const DEFAULT_LABEL_NAMES_TR: Readonly<Record<DefaultLabelName, string>> = {
  'Pending': 'Beklemede',
  'Done': 'Tamamlandı',
  'In progress': 'Devam ediyor',
};

/**
 * The ticket categories (the server's list, stored and sent in English) as the portal shows them in Turkish (issue 16);
 * a Turkish reader's ticket export writes them too.
 */
export const TICKET_CATEGORY_NAMES_TR: Readonly<Record<string, string>> = {
  'Technical issue': 'Teknik sorun',
  'Payments and settlements': 'Ödemeler ve mutabakatlar',
  'Refunds and disputes': 'İadeler ve itirazlar',
  'Account and access': 'Hesap ve erişim',
  'Onboarding': 'Üye işyeri kaydı',
  'Billing': 'Faturalama',
  'Other': 'Diğer',
};

/** Every name a tenant label may not take (any case): the default names as stored and as shown in every language. */
export const RESERVED_LABEL_NAMES: readonly string[] = [...RESERVED_LABEL_VALUES, ...Object.values(DEFAULT_LABEL_NAMES_TR)];

// Case-insensitive in both languages' rules (Turkish I/ı, İ/i as well as the English ones).
const foldCase = (text: string): string[] => [text.toLowerCase(), text.toLocaleLowerCase('tr')];
const sameName = (a: string, b: string): boolean => {
  const fb = foldCase(b);
  return foldCase(a).some((x) => fb.includes(x));
};

/** Shared by the dialog and the server: null when valid, else the message to show. */
export function labelValueError(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v || !LABEL_VALUE_PATTERN.test(v)) return LABEL_VALUE_MESSAGE;
  if (RESERVED_LABEL_NAMES.some((r) => sameName(r, v))) return `${v} is a default label name`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Tickets
// ---------------------------------------------------------------------------------------------

/** A person as tickets and feed items show them. */
export interface TicketActor {
  /** User id; null for external parties. */
  id: string | null;
  name: string;
  email: string | null;
  party: TicketParty | null;
}

export interface ExternalParty {
  externalPartyEmail: string;
  invitationDescription: string | null;
  invitedBy: TicketActor;
  timestamp: string;
}

export interface TicketListItem {
  ticketId: string;
  /** Short human number shown in lists (#1042). */
  ticketNumber: number;
  ticketChannelType: TicketChannelType;
  tenantId: string;
  tenantName: string;
  /** Merchant the ticket belongs to; null for tenant-to-platform tickets raised by tenant staff. */
  customerId: string | null;
  customerName: string | null;
  category: string;
  subject: string;
  status: TicketStatus;
  priority: Priority;
  assignee: TicketActor | null;
  createdBy: TicketActor;
  label: Label | null;
  /** ISO date-times. */
  createdOn: string;
  updatedOn: string;
  /** Comments this reader has not read (per reader, visibility applied). */
  unreadCount: number;
  /** Platform ticket this customer ticket was escalated to; source customer ticket of an escalated platform ticket. */
  escalatedToTicketId: string | null;
  escalatedFromTicketId: string | null;
}

export interface Ticket extends TicketListItem {
  description: string;
  contactEmail: string | null;
  /** Platform only at creation; kept for every ticket. */
  contactEmails: string[];
  references: TicketReference[];
  billable: boolean;
  jiraTicket: string | null;
  initialRequestDateTime: string | null;
  responseDateTime: string | null;
  resolutionDateTime: string | null;
  /** True while a platform scoping run is in progress. */
  scopingStatus: boolean;
  invitedExternalParties: ExternalParty[];
  /** Escalated customer ticket as seen by the tenant: the customer ticket's customer and ticket ids. */
  escalatedFromCustomerId: string | null;
}

/** Query parameters of the ticket lists (support/ticket/my, support/ticket). All optional. */
export interface TicketFilter {
  /** support/ticket/my: CustomerToTenantTicketChannel for merchants (default) or TenantToPlatformTicketChannel for tenant staff. */
  ticketChannelType?: TicketChannelType;
  status?: TicketStatus;
  priority?: Priority;
  category?: string;
  labelId?: string;
  /** User id of the assignee. */
  assignee?: string;
  /** Tenant view / platform: one merchant's tickets. */
  customerId?: string;
  /** Platform list: one tenant's tickets. */
  tenantId?: string;
  /** Matches subject, description or ticket number. */
  searchKey?: string;
  /** 0-based. */
  pageIndex?: number;
  /** 1..100, default 10. */
  pageSize?: number;
}

/** GET support/ticket/export: the filter plus `tenants` as a JSON list (e.g. `["id1","id2"]`) and the format. */
export interface TicketExportQuery extends Omit<TicketFilter, 'pageIndex' | 'pageSize'> {
  tenants?: string;
  /** zip: one csv per tenant inside application/zip; csv: one text/csv file. Default csv. */
  format?: 'zip' | 'csv';
}

export interface PagedList<T> {
  count: number;
  data: T[];
}

export type TicketPage = PagedList<TicketListItem>;

/** GET support/ticket-categories. */
export interface TicketCategoriesResponse {
  categories: string[];
}

/**
 * POST support/ticket?ticketChannelType= (merchant: CustomerToTenantTicketChannel; tenant staff: default
 * TenantToPlatformTicketChannel, or CustomerToTenantTicketChannel with exactly one Customer reference = a ticket
 * on behalf of that merchant), POST support/{tenantId}/ticket (platform: TenantToPlatformTicketChannel of that tenant).
 * The server adds the createdOn reference when the caller sends none. Answers the new ticket id as text (text/plain).
 */
export interface CreateTicketPayload {
  ticketCategory: string;
  subject: string;
  description: string;
  contactEmail?: string | null;
  references?: TicketReference[];
  priority?: Priority | null;
  /** Platform creators only. */
  contactEmails?: string[];
  labelId?: string | null;
}

/** ContactSupportResult (remote-module.ts) carries `ticket` as unknown; the support remote puts this there. */
export interface CreatedTicketResult {
  ticket: CreateTicketPayload & { ticketId: string };
  isPlatformCreatingTicket: boolean;
  tenantId: string | null;
}

/** POST .../comment. `isInternal` is allowed for tenant and platform staff; a merchant's internal comment is CustomerInternalCommentItem. Content is rich text (HTML), sanitised when rendered. */
export interface CommentPayload {
  content: string;
  isInternal?: boolean;
}

export interface PriorityPayload {
  priority: Priority;
}

/** POST .../assign: user id of a tenant user (tenant scope) or platform user (platform scope). */
export interface AssignPayload {
  assignee: string;
}

export interface ReferencesPayload {
  references: TicketReference[];
}

export interface InviteExternalPartyPayload {
  externalPartyEmail: string;
  invitationDescription?: string | null;
}

/** POST .../feed/mark-comments-as-read: no body marks every comment of the ticket read for the caller. */
export interface MarkCommentsReadPayload {
  commentIds?: string[];
}

/** POST support/ticket/{customerId}/{ticketId}/escalate: optional overrides; answers the new platform ticket id as text. */
export interface EscalateTicketPayload {
  subject?: string;
  description?: string;
  ticketCategory?: string;
  priority?: Priority;
}

/** POST support/{tenantId}/ticket/{ticketId}/billable and /non-billable. */
export interface BillablePayload {
  tenantId: string;
  ticketId: string;
}

export interface JiraTicketPayload {
  jiraTicket: string;
}
export interface InitialRequestTimePayload {
  initialRequestDateTime: string;
}
export interface ResponseTimePayload {
  responseDateTime: string;
}
export interface ResolutionTimePayload {
  resolutionDateTime: string;
}

/** GET support/{tenantId}/ticket/{ticketId}/scoping-status; poll every SCOPING_POLL_MS until false. */
export interface ScopingStatusResponse {
  scopingStatus: boolean;
}

export const SCOPING_POLL_MS = 1000;
export const SCOPING_POLL_RETRIES = 3;

// ---------------------------------------------------------------------------------------------
// Feed (spec part 1 section 3 "Feed item kinds"). GET .../feed answers FeedItem[] oldest first.
// Render nothing for an unknown `type`.
// ---------------------------------------------------------------------------------------------

interface FeedItemBase {
  id: string;
  timestamp: string;
}

export interface StatusChangeFeedItem extends FeedItemBase {
  type: 'StatusChangeFeedItem';
  user: TicketActor;
  newState: TicketStatus;
}

export const COMMENT_ITEM_TYPES = [
  'TenantCommentItem', 'TenantInternalCommentItem', 'PlatformCommentItem', 'PlatformInternalCommentItem',
  'CustomerCommentItem', 'CustomerInternalCommentItem', 'ExternalPartyCommentItem',
] as const;
export type CommentItemType = (typeof COMMENT_ITEM_TYPES)[number];

export interface CommentItemBase<T extends CommentItemType> extends FeedItemBase {
  type: T;
  commenter: TicketActor;
  content: string;
  isUnread: boolean;
}
export type TenantCommentItem = CommentItemBase<'TenantCommentItem'>;
export type TenantInternalCommentItem = CommentItemBase<'TenantInternalCommentItem'>;
export type PlatformCommentItem = CommentItemBase<'PlatformCommentItem'>;
export type PlatformInternalCommentItem = CommentItemBase<'PlatformInternalCommentItem'>;
export type CustomerCommentItem = CommentItemBase<'CustomerCommentItem'>;
export type CustomerInternalCommentItem = CommentItemBase<'CustomerInternalCommentItem'>;
export type ExternalPartyCommentItem = CommentItemBase<'ExternalPartyCommentItem'>;
export type CommentItem =
  | TenantCommentItem | TenantInternalCommentItem | PlatformCommentItem | PlatformInternalCommentItem
  | CustomerCommentItem | CustomerInternalCommentItem | ExternalPartyCommentItem;

export interface AssignmentItem extends FeedItemBase {
  type: 'AssignmentItem';
  assigner: TicketActor;
  newAssignee: TicketActor;
}

export interface PriorityChangeItem extends FeedItemBase {
  type: 'PriorityChangeItem';
  user: TicketActor;
  newPriority: Priority;
}

export interface ReferenceItem extends FeedItemBase {
  type: 'ReferenceItem';
  creator: TicketActor;
  references: TicketReference[];
}

export interface ExternalPartyInvitationItem extends FeedItemBase {
  type: 'ExternalPartyInvitationItem';
  invitedBy: TicketActor;
  externalPartyEmail: string;
  invitationDescription: string | null;
  /**
   * The invitation's signed link (valid 30 days from `timestamp`) for the inviter to pass on; only in the
   * tenant and platform feeds, never sent to the customer side.
   */
  invitationLink?: string;
}

export type FeedItem =
  | StatusChangeFeedItem | CommentItem | AssignmentItem | PriorityChangeItem | ReferenceItem | ExternalPartyInvitationItem;
export type FeedItemType = FeedItem['type'];

export const FEED_ITEM_TYPES: readonly FeedItemType[] = [
  'StatusChangeFeedItem', ...COMMENT_ITEM_TYPES, 'AssignmentItem', 'PriorityChangeItem', 'ReferenceItem', 'ExternalPartyInvitationItem',
];

export const isCommentItem = (item: { type: string }): item is CommentItem =>
  (COMMENT_ITEM_TYPES as readonly string[]).includes(item.type);

// ---------------------------------------------------------------------------------------------
// Files (spec part 1 section 3 "File", section 5)
// ---------------------------------------------------------------------------------------------

/** POST fs/file and fs/{tenantId}/file answer this. */
export interface UploadFileResponse {
  fileId: string;
}

/** GET fs/file/{fileId}/details. */
export interface FileDetails {
  fileId: string;
  fileName: string;
  contentType: string;
  size: number;
  tenantId: string | null;
  customerId: string | null;
  uploadedBy: TicketActor;
  createdOn: string;
}

export const MAX_UPLOAD_BYTES = 5242880;
export const UPLOAD_FIELD_NAME = 'file';

export const ALLOWED_CONTENT_TYPES = [
  'image/jpeg', 'image/png', 'image/tiff', 'image/gif', 'application/pdf',
  'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint', 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text', 'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'text/plain', 'text/csv', 'application/xml', 'text/xml',
] as const;

export const ALLOWED_EXTENSIONS = [
  'jpg', 'jpeg', 'png', 'tif', 'tiff', 'gif', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx',
  'odt', 'ods', 'odp', 'txt', 'csv', 'xml',
] as const;

export const PREVIEW_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/tiff'] as const;

/** Attachments box texts (spec section 5 / 8); `{file}` is replaced with the file name. */
export const UPLOAD_MESSAGES = {
  typeNotAllowed: 'File type not allowed {file}',
  tooBig: 'File {file} size bigger then allowed',
  failed: 'Error uploading files',
  finished: 'Files finished uploading',
  deleted: 'Added files have been deleted',
} as const;
export const UPLOAD_ERROR_CLEAR_MS = 2000;

// ---------------------------------------------------------------------------------------------
// Paths (relative; routed to /svc/core by the api-client)
// ---------------------------------------------------------------------------------------------

export const SUPPORT_PATHS = {
  // "Customer" scope, query ticketChannelType (spec section 7):
  //  - merchant: CustomerToTenantTicketChannel (the only one) = its own tickets to its tenant;
  //  - tenant staff: CustomerToTenantTicketChannel (default) = list of its customers' tickets (act on them
  //    through the tenant* paths), TenantToPlatformTicketChannel = its own tickets to the platform (act on
  //    them through these paths with ?ticketChannelType=TenantToPlatformTicketChannel).
  ticketCategories: 'support/ticket-categories',
  myTickets: 'support/ticket/my',
  createTicket: 'support/ticket',
  ticket: (ticketId: string) => `support/ticket/${ticketId}`,
  feed: (ticketId: string) => `support/ticket/${ticketId}/feed`,
  comment: (ticketId: string) => `support/ticket/${ticketId}/comment`,
  close: (ticketId: string) => `support/ticket/${ticketId}/close`,
  open: (ticketId: string) => `support/ticket/${ticketId}/open`,
  priority: (ticketId: string) => `support/ticket/${ticketId}/priority`,
  references: (ticketId: string) => `support/ticket/${ticketId}/references`,
  feedExportCsv: (ticketId: string) => `support/ticket/${ticketId}/feed/exportcsv`,
  inviteExternalParty: (ticketId: string) => `support/ticket/${ticketId}/invite-external-party`,
  markCommentsAsRead: (ticketId: string) => `support/ticket/${ticketId}/feed/mark-comments-as-read`,

  // Tenant view of a customer's tickets.
  tenantTicket: (customerId: string, ticketId: string) => `support/ticket/${customerId}/${ticketId}`,
  tenantFeed: (customerId: string, ticketId: string) => `support/ticket/${customerId}/${ticketId}/feed`,
  tenantComment: (customerId: string, ticketId: string) => `support/ticket/${customerId}/${ticketId}/comment`,
  tenantClose: (customerId: string, ticketId: string) => `support/ticket/${customerId}/${ticketId}/close`,
  tenantOpen: (customerId: string, ticketId: string) => `support/ticket/${customerId}/${ticketId}/open`,
  tenantPriority: (customerId: string, ticketId: string) => `support/ticket/${customerId}/${ticketId}/priority`,
  tenantReferences: (customerId: string, ticketId: string) => `support/ticket/${customerId}/${ticketId}/references`,
  tenantFeedExportCsv: (customerId: string, ticketId: string) => `support/ticket/${customerId}/${ticketId}/feed/exportcsv`,
  tenantInviteExternalParty: (customerId: string, ticketId: string) => `support/ticket/${customerId}/${ticketId}/invite-external-party`,
  tenantMarkCommentsAsRead: (customerId: string, ticketId: string) => `support/ticket/${customerId}/${ticketId}/feed/mark-comments-as-read`,
  tenantEscalate: (customerId: string, ticketId: string) => `support/ticket/${customerId}/${ticketId}/escalate`,
  tenantAssign: (customerId: string, ticketId: string) => `support/ticket/${customerId}/${ticketId}/assign`,

  // Platform across tenants.
  platformTickets: 'support/ticket',
  platformExport: 'support/ticket/export',
  platformCreate: (tenantId: string) => `support/${tenantId}/ticket`,
  platformTicket: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}`,
  platformFeed: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}/feed`,
  platformComment: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}/comment`,
  platformClose: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}/close`,
  platformOpen: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}/open`,
  platformAssign: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}/assign`,
  platformScoping: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}/scoping`,
  platformScopingStatus: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}/scoping-status`,
  platformPriority: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}/priority`,
  platformBillable: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}/billable`,
  platformNonBillable: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}/non-billable`,
  platformReferences: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}/references`,
  platformFeedExportCsv: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}/feed/exportcsv`,
  platformInviteExternalParty: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}/invite-external-party`,
  platformMarkCommentsAsRead: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}/feed/mark-comments-as-read`,
  platformJiraTicket: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}/jira-ticket`,
  platformInitialRequestTime: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}/initial-request-time`,
  platformResponseTime: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}/response-time`,
  platformResolutionTime: (tenantId: string, ticketId: string) => `support/${tenantId}/ticket/${ticketId}/resolution-time`,

  // Labels (platform callers add ?tenantId=).
  labels: 'support/labels',
  createLabel: 'support/label',
  label: (labelId: string) => `support/label/${labelId}`,
  rearrangeLabels: 'support/labels/rearrange',
  /** a = customerId (customer ticket) or tenantId (tenant-to-platform ticket); b = ticketId. Empty body. */
  setSupportLabel: (a: string, b: string, labelId: string) => `support/ticket/${a}/${b}/set-support-label/${labelId}`,

  // Files.
  upload: 'fs/file',
  file: (fileId: string) => `fs/file/${fileId}`,
  fileDetails: (fileId: string) => `fs/file/${fileId}/details`,
  platformUpload: (tenantId: string) => `fs/${tenantId}/file`,
  platformFile: (tenantId: string, fileId: string) => `fs/${tenantId}/file/${fileId}`,
  platformFileDetails: (tenantId: string, fileId: string) => `fs/${tenantId}/file/${fileId}/details`,
} as const;

/**
 * Portal pages of a ticket; notifications about ticket events carry these as objectUrl.
 * merchant: /merchant/support-tickets/{ticketId}; tenant: /tenant/support-tickets/{customerId}/{ticketId}
 * (customer tickets) or /tenant/support-tickets/{ticketId} (own tenant-to-platform tickets);
 * platform: /platform/support-tickets/{tenantId}/{ticketId}.
 */
export const SUPPORT_PAGE_URLS = {
  merchant: (ticketId: string) => `/merchant/support-tickets/${ticketId}`,
  tenant: (customerId: string, ticketId: string) => `/tenant/support-tickets/${customerId}/${ticketId}`,
  tenantOwn: (ticketId: string) => `/tenant/support-tickets/${ticketId}`,
  platform: (tenantId: string, ticketId: string) => `/platform/support-tickets/${tenantId}/${ticketId}`,
} as const;

/** Notification types the support backend sends (notificationType). */
export const SUPPORT_NOTIFICATION_TYPES = {
  comment: 'TicketComment',
  statusChange: 'TicketStatusChange',
  assignment: 'TicketAssignment',
} as const;
