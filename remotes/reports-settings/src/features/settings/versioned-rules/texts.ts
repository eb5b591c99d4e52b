import { useTranslation } from 'react-i18next';
import { portalI18n, textTables } from '@portal/i18n';
import { VERSION_MESSAGES, type I18nResources } from '@portal/contracts';

/** Namespace of the versions dialog shared by antifraud rules and smart routing (ADR 0113); keys are the English texts. */
export const VERSIONED_RULES_NAMESPACE = 'versioned-rules';

export const VR = {
  ...VERSION_MESSAGES,
  versions: 'Versions of {{name}}',
  table: 'Versions, newest first',
  version: 'Version',
  versionN: 'Version {{version}}',
  status: 'Status',
  createdBy: 'Saved by',
  createdAt: 'Saved',
  requestedBy: 'Activation asked by',
  approvedBy: 'Approved by',
  activatedAt: 'Activated',
  runs: 'This version runs',
  newest: 'Newest',
  close: 'Close',
  loading: 'Loading the versions',
  loadFailed: 'The versions could not be loaded',
  Draft: 'Draft',
  PendingApproval: 'Waiting for approval',
  Active: 'Active',
  Inactive: 'Inactive',
  none: '-',
  decline: 'Decline {{name}}',
  declineTitle: 'Decline the activation of {{name}}',
} as const;

const tr: Record<keyof typeof VR, string> = {
  declineReasonRequired: 'Reddetmek için bir neden girin',
  declined: 'Reddedildi: sürüm yeniden taslak',
  versions: '{{name}} sürümleri',
  table: 'Sürümler, en yenisi önce',
  version: 'Sürüm',
  versionN: 'Sürüm {{version}}',
  status: 'Durum',
  createdBy: 'Kaydeden',
  createdAt: 'Kaydedildi',
  requestedBy: 'Etkinleştirmeyi isteyen',
  approvedBy: 'Onaylayan',
  activatedAt: 'Etkinleştirildi',
  runs: 'Bu sürüm çalışıyor',
  newest: 'En yeni',
  close: 'Kapat',
  loading: 'Sürümler yükleniyor',
  loadFailed: 'Sürümler yüklenemedi',
  Draft: 'Taslak',
  PendingApproval: 'Onay bekliyor',
  Active: 'Etkin',
  Inactive: 'Etkin değil',
  none: '-',
  decline: '{{name}} reddet',
  declineTitle: '{{name}} etkinleştirmesini reddet',
};

const tables = textTables(VR, tr);
export const VERSIONED_RULES_RESOURCES: I18nResources = {
  en: { [VERSIONED_RULES_NAMESPACE]: tables.en },
  tr: { [VERSIONED_RULES_NAMESPACE]: tables.tr },
};

export function useVersionedRulesTranslation() {
  return useTranslation(VERSIONED_RULES_NAMESPACE, { i18n: portalI18n() });
}
