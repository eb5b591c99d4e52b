import type { I18nResources } from '@portal/contracts';
import { DASHBOARD_NAMESPACE } from '@portal/dashboard-widgets';

/** The personal dashboard's texts (section 7.10; keys are the English texts, namespace "dashboard"). */
export const PD = {
  title: 'My dashboard',
  intro: 'Your own categories, built from the widgets your role is given. Share a widget with a role of your organisation.',
  newCategory: 'New category name',
  addCategory: 'Add category',
  nameRequired: 'Enter a name (at most 100 characters)',
  deleteCategory: 'Delete category',
  confirmDelete: 'Delete this category and its widgets?',
  baseWidget: 'Widget to add',
  addWidget: 'Add widget',
  clone: 'Clone',
  remove: 'Delete',
  shareWith: 'Share with role',
  share: 'Share',
  sharedWith: 'Shared with',
  unShare: 'Stop sharing with {{role}}',
  sharedWithMe: 'Shared with me',
  sharedBy: 'Shared by {{name}}',
  noCategories: 'You have no categories yet: add one to start your dashboard',
  noShared: 'Nobody has shared a widget with your role yet',
  emptyCategory: 'No widgets in this category yet',
  failed: 'The action failed',
  loadFailed: 'Your dashboard could not be loaded',
  rename: 'Rename',
  name: 'Name',
  renameCategory: 'Rename category',
  renameCategoryTitle: 'Rename the category {{name}}',
  renameWidgetTitle: 'Rename the widget {{name}}',
} as const;

const TR: Record<keyof typeof PD, string> = {
  title: 'Panelim',
  intro: 'Rolünüze verilen bileşenlerden oluşturduğunuz kendi kategorileriniz. Bir bileşeni kuruluşunuzdaki bir rolle paylaşın.',
  newCategory: 'Yeni kategori adı',
  addCategory: 'Kategori ekle',
  nameRequired: 'Bir ad girin (en fazla 100 karakter)',
  deleteCategory: 'Kategoriyi sil',
  confirmDelete: 'Bu kategori ve bileşenleri silinsin mi?',
  baseWidget: 'Eklenecek bileşen',
  addWidget: 'Bileşen ekle',
  clone: 'Kopyala',
  remove: 'Sil',
  shareWith: 'Rolle paylaş',
  share: 'Paylaş',
  sharedWith: 'Paylaşılan roller',
  unShare: '{{role}} ile paylaşmayı durdur',
  sharedWithMe: 'Benimle paylaşılanlar',
  sharedBy: 'Paylaşan: {{name}}',
  noCategories: 'Henüz kategoriniz yok: panelinize başlamak için bir tane ekleyin',
  noShared: 'Rolünüzle henüz kimse bir bileşen paylaşmadı',
  emptyCategory: 'Bu kategoride henüz bileşen yok',
  failed: 'İşlem başarısız oldu',
  loadFailed: 'Paneliniz yüklenemedi',
  rename: 'Yeniden adlandır',
  name: 'Ad',
  renameCategory: 'Kategoriyi yeniden adlandır',
  renameCategoryTitle: '{{name}} kategorisini yeniden adlandır',
  renameWidgetTitle: '{{name}} bileşenini yeniden adlandır',
};

const keys = Object.keys(PD) as Array<keyof typeof PD>;
export const PERSONAL_TEXT_RESOURCES: I18nResources = {
  en: { [DASHBOARD_NAMESPACE]: Object.fromEntries(keys.map((k) => [PD[k], PD[k]])) },
  tr: { [DASHBOARD_NAMESPACE]: Object.fromEntries(keys.map((k) => [PD[k], TR[k]])) },
};
