import type { I18nResources } from '@portal/contracts';
import { DASHBOARD_NAMESPACE } from '@portal/dashboard-widgets';

/** The template notice's texts (ADR 0058; keys are the English texts, namespace "dashboard"). */
export const TT = {
  keptOwn: 'You arranged this dashboard yourself and keep version {{version}} of your provider\'s template; version {{latest}} is published.',
  keptOwnBeforeTemplate: 'You arranged this dashboard yourself; your provider now publishes a template (version {{latest}}).',
  keptOwnLatest: 'You arranged this dashboard yourself, starting from the newest version ({{latest}}) of your provider\'s template.',
  reset: 'Reset to template',
  confirmReset: 'Drop your own arrangement and use the template?',
  resetDone: 'Your dashboard follows the template again',
  resetFailed: 'Your dashboard could not be reset',
  cancel: 'Cancel',
} as const;

const TR: Record<keyof typeof TT, string> = {
  keptOwn: 'Bu gösterge panelini kendiniz düzenlediniz ve sağlayıcınızın şablonunun {{version}}. sürümünü koruyorsunuz; {{latest}}. sürüm yayımlandı.',
  keptOwnBeforeTemplate: 'Bu gösterge panelini kendiniz düzenlediniz; sağlayıcınız artık bir şablon yayımlıyor (sürüm {{latest}}).',
  keptOwnLatest: 'Bu gösterge panelini, sağlayıcınızın şablonunun en yeni sürümünden ({{latest}}) başlayarak kendiniz düzenlediniz.',
  reset: 'Şablona dön',
  confirmReset: 'Kendi düzeniniz bırakılıp şablon kullanılsın mı?',
  resetDone: 'Gösterge paneliniz yeniden şablonu izliyor',
  resetFailed: 'Gösterge paneliniz sıfırlanamadı',
  cancel: 'İptal',
};

const keys = Object.keys(TT) as Array<keyof typeof TT>;
export const TEMPLATE_TEXT_RESOURCES: I18nResources = {
  en: { [DASHBOARD_NAMESPACE]: Object.fromEntries(keys.map((k) => [TT[k], TT[k]])) },
  tr: { [DASHBOARD_NAMESPACE]: Object.fromEntries(keys.map((k) => [TT[k], TR[k]])) },
};
