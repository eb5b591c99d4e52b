import type { Notification } from '@portal/contracts';

/** A ReportGenerated notification with a file behind it gets a download button instead of navigation. */
export const isDownloadable = (n: Notification): boolean => n.notificationType === 'ReportGenerated' && !!n.objectUrl;
