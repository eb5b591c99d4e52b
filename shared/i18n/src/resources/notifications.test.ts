/**
 * @jest-environment node
 */
import { createPortalI18n } from '../instance/portal-i18n';
import { NOTIFICATION_TEXTS, notificationsTr } from './notifications';

describe('notification texts', () => {
  it('has a Turkish text for every key', () => {
    for (const key of Object.values(NOTIFICATION_TEXTS)) expect(notificationsTr[key]).toBeTruthy();
  });

  it('are in the shell namespace in both languages', () => {
    const i18n = createPortalI18n('en');
    expect(i18n.t(NOTIFICATION_TEXTS.newNotifications, { count: 3 })).toBe('You have 3 new notifications');
    expect(i18n.getFixedT('tr')(NOTIFICATION_TEXTS.noNotifications)).toBe('Bildirim yok');
  });
});
