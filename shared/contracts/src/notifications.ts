/** In-app notifications (spec part 1 sections 3 "Notification", 7 "Notifications", 9). */

/** Types that have their own icon; any other type shows a generic bell. */
export const NOTIFICATION_TYPES = {
  preCheckForm: 'PreCheckForm',
  proposal: 'Proposal',
  agreement: 'Agreement',
  boardingDocuments: 'BoardingDocuments',
  task: 'Task',
  transactionVelocityAlert: 'TransactionVelocityAlert',
  reportGenerated: 'ReportGenerated',
} as const;

export type KnownNotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];

export interface Notification {
  id: string;
  title: string;
  description: string;
  image: string | null;
  icon: string | null;
  /** ISO date-time. */
  created: string;
  isRead: boolean;
  objectUrl: string | null;
  /** One of NOTIFICATION_TYPES or any other string. */
  notificationType: string;
  /** true: navigate inside the portal (router); false: full navigation (or download for ReportGenerated). */
  useRouter: boolean;
}

/** Every notifications call answers with result 'success'; lists also carry data and the unread count. */
export interface NotificationResult {
  result: 'success';
}

export interface NotificationListResponse extends NotificationResult {
  data: Notification[];
  unreadNotificationCount: number;
}

export interface NotificationItemResponse extends NotificationResult {
  data: Notification;
  unreadNotificationCount: number;
}

/** Notification limits (spec part 1 section 9). */
export const NOTIFICATION_LIMITS = {
  pageSize: 10,
  pollIntervalMs: 30_000,
  keptDays: 30,
  snackbarMs: 10_000,
  /** Delete loads more when the list is scrolled within this distance of the bottom. */
  deleteLoadMoreWithinPx: 100,
  scrollbarHideMs: 1_000,
  permissionMessageMs: 5_000,
} as const;

/** Relative paths (an "other" path: merchant API under /api/v1, plus /crm for tenant-side users). */
export const NOTIFICATION_PATHS = {
  list: 'v1/api/in-app-notifications',
  one: (id: string) => `v1/api/in-app-notifications/${id}`,
  /** Notifications created after `since` (the created time of the newest one the client holds), newest first. */
  latest: 'v1/api/in-app-notifications/latest',
  markAllRead: 'v1/api/in-app-notifications/mark-as-read',
  markRead: (id: string) => `v1/api/in-app-notifications/mark-as-read/${id}`,
  /** The file behind a ReportGenerated notification (owner only). */
  reportDownload: (reportId: string) => `v1/api/in-app-notifications/reports/${reportId}/download`,
} as const;
