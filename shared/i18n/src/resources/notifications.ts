/** Texts of the notifications bell and panel (spec part 1 sections 2, 8, 9); keys are the English texts. */
export const NOTIFICATION_TEXTS = {
  notifications: 'Notifications',
  noNotifications: 'No notifications',
  emptyHint: 'When you have notifications, they will appear here.',
  endOfList: "That's all your notifications from the last 30 days.",
  downloadFile: 'Download file',
  newNotification: 'New notification:',
  newNotifications: 'You have {{count}} new notifications',
  view: 'View',
  markAsRead: 'Mark as read',
  markAllAsRead: 'Mark all as read',
  delete: 'Delete',
  deleteAll: 'Delete all',
  deleteAllConfirm: 'Delete all your notifications? This cannot be undone.',
  cancel: 'Cancel',
  downloadSelected: 'Download selected',
  selectForDownload: 'Select for download',
  noPermission: "You don't have permissions to take this action, please Logout/Login with different credentials",
} as const;

const T = NOTIFICATION_TEXTS;

export const notificationsEn: Record<string, string> = Object.fromEntries(Object.values(T).map((text) => [text, text]));

export const notificationsTr: Record<string, string> = {
  [T.notifications]: 'Bildirimler',
  [T.noNotifications]: 'Bildirim yok',
  [T.emptyHint]: 'Bildirimleriniz olduğunda burada görünecekler.',
  [T.endOfList]: 'Son 30 günün bildirimlerinin hepsi bu kadar.',
  [T.downloadFile]: 'Dosyayı indir',
  [T.newNotification]: 'Yeni bildirim:',
  [T.newNotifications]: '{{count}} yeni bildiriminiz var',
  [T.view]: 'Görüntüle',
  [T.markAsRead]: 'Okundu olarak işaretle',
  [T.markAllAsRead]: 'Tümünü okundu olarak işaretle',
  [T.delete]: 'Sil',
  [T.deleteAll]: 'Tümünü sil',
  [T.deleteAllConfirm]: 'Tüm bildirimleriniz silinsin mi? Bu işlem geri alınamaz.',
  [T.cancel]: 'İptal',
  [T.downloadSelected]: 'Seçilenleri indir',
  [T.selectForDownload]: 'İndirmek için seç',
  [T.noPermission]: 'Bu işlemi yapmak için yetkiniz yok, lütfen çıkış yapıp farklı kimlik bilgileriyle giriş yapın',
};
