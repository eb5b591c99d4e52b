import { act, screen } from '@testing-library/react';
import type { Notification, NotificationListResponse, QuickSettings } from '@portal/contracts';
import { makeNotification, renderWithProviders } from '@portal/testing';
import { quickSettingsQuery } from '../shell/quick-panel/quick-panel-api';
import { notificationsApi } from './api/notifications-api';
import { NotificationsBell } from './NotificationsBell';
import { resetNotificationSoundForTests } from './sound/notification-sound';

const list = (data: Notification[], unread = data.filter((n) => !n.isRead).length): NotificationListResponse =>
  ({ result: 'success', data, unreadNotificationCount: unread });

const flush = async () => {
  for (let i = 0; i < 5; i++) await act(async () => { await Promise.resolve(); });
};

/** A stand-in for the browser's Web Audio: records every tone started. */
function fakeWebAudio() {
  const started: number[] = [];
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume = jest.fn(async () => undefined);
    createGain() {
      return { gain: { setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() }, connect: jest.fn() };
    }
    createOscillator() {
      const frequency = { value: 0, setValueAtTime: jest.fn((v: number) => { frequency.value = v; }) };
      return { type: 'sine', frequency, connect: jest.fn(), start: jest.fn(() => started.push(frequency.value)), stop: jest.fn() };
    }
  }
  Object.defineProperty(window, 'AudioContext', { value: FakeAudioContext, configurable: true, writable: true });
  return started;
}

async function newNotificationArrives(settings: QuickSettings) {
  const { queryClient } = renderWithProviders(<NotificationsBell />, { user: 'merchant@demo.test' });
  queryClient.setQueryData(quickSettingsQuery().queryKey, settings);
  await flush();
  await act(async () => { jest.advanceTimersByTime(30_000); });
  await flush();
  expect(await screen.findByTestId('new-notification-snackbar')).toBeInTheDocument();
}

describe('the notification sound quick setting', () => {
  let tones: number[];
  beforeEach(() => {
    jest.useFakeTimers();
    resetNotificationSoundForTests();
    tones = fakeWebAudio();
    const held = makeNotification({ title: 'Held', created: '2024-05-01T10:00:00.000Z' });
    jest.spyOn(notificationsApi, 'page').mockResolvedValue(list([held]));
    jest.spyOn(notificationsApi, 'latest').mockResolvedValue(list([makeNotification({ title: 'Fresh', created: '2024-05-01T11:00:00.000Z' })], 2));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { AudioContext?: unknown }).AudioContext;
  });

  it('chimes when the new-notification snackbar shows and the sound is on', async () => {
    await newNotificationArrives({ notificationsSound: true, compactMenu: false, showSeconds: false });
    expect(tones).toEqual([880, 1320]);
  });

  it('stays silent when the sound is off', async () => {
    await newNotificationArrives({ notificationsSound: false, compactMenu: false, showSeconds: false });
    expect(tones).toEqual([]);
  });
});
