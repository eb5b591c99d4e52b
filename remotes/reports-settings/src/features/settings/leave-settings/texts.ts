import { useTranslation } from 'react-i18next';
import { portalI18n, textTables } from '@portal/i18n';
import type { I18nResources } from '@portal/contracts';

/** Namespace of the leave settings pages (ADR 0084); keys are the English texts. */
export const LEAVE_SETTINGS_NAMESPACE = 'leave-settings';

export const L = {
  Holidays: 'Holidays',
  Employees: 'Employees',
  employee: 'Employee',
  email: 'E-mail',
  country: 'Country',
  allowance: 'Days a year',
  allowanceHelp: 'Working days of leave a year; halves allowed.',
  hoursPerDay: 'Hours a day',
  hoursPerDayHelp: 'What an hours request counts as a day.',
  pickEmployee: 'Choose a platform user',
  employeesIntro: 'The platform\'s staff who take leave: each with a yearly allowance and the country whose public holidays are not counted.',
  day: 'Date',
  name: 'Name',
  holidaysIntro: 'Public holidays per country: leave on these days is not counted. Import a year, then add or correct days.',
  importYear: 'Import a year',
  importTitle: 'Import public holidays',
  importOk: 'Import',
  cancel: 'Cancel',
  year: 'Year',
  imported: '{{added}} holidays added, {{kept}} already there',
  chooseCountry: 'Choose a country',
} as const;

type Key = keyof typeof L;
const tr: Record<Key, string> = {
  Holidays: 'Resmî tatiller',
  Employees: 'Çalışanlar',
  employee: 'Çalışan',
  email: 'E-posta',
  country: 'Ülke',
  allowance: 'Yıllık gün',
  allowanceHelp: 'Yılda izin iş günü; yarım gün olabilir.',
  hoursPerDay: 'Günlük saat',
  hoursPerDayHelp: 'Saatlik bir iznin bir günün ne kadarı sayılacağı.',
  pickEmployee: 'Bir platform kullanıcısı seçin',
  employeesIntro: 'Platformun izin kullanan çalışanları: her birinin yıllık izin hakkı ve resmî tatilleri sayılmayan ülkesi.',
  day: 'Tarih',
  name: 'Ad',
  holidaysIntro: 'Ülkelere göre resmî tatiller: bu günlerdeki izin sayılmaz. Bir yılı içe aktarın, sonra günleri ekleyin veya düzeltin.',
  importYear: 'Bir yılı içe aktar',
  importTitle: 'Resmî tatilleri içe aktar',
  importOk: 'İçe aktar',
  cancel: 'İptal',
  year: 'Yıl',
  imported: '{{added}} tatil eklendi, {{kept}} tanesi zaten vardı',
  chooseCountry: 'Bir ülke seçin',
};

const tables = textTables(L, tr);
export const LEAVE_SETTINGS_RESOURCES: I18nResources = {
  en: { [LEAVE_SETTINGS_NAMESPACE]: tables.en },
  tr: { [LEAVE_SETTINGS_NAMESPACE]: tables.tr },
};

export function useLeaveSettingsTranslation() {
  return useTranslation(LEAVE_SETTINGS_NAMESPACE, { i18n: portalI18n() });
}
