import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTIFICATION_LIMITS, type Notification } from '@portal/contracts';
import { notificationsApi } from '../api/notifications-api';
import { mergeNotifications, newestCreated } from './merge';

/** A doubled delay never grows past an hour, so a long outage still recovers within one. */
const MAX_POLL_DELAY_MS = 3_600_000;

export interface NotificationsState {
  items: Notification[];
  unreadCount: number;
  loading: boolean;
  /** The server has no more (a page came back with fewer than the page size). */
  ended: boolean;
  loadMore(): Promise<void>;
  markRead(id: string): Promise<void>;
  markAllRead(): Promise<void>;
  remove(id: string): Promise<void>;
  removeAll(): Promise<void>;
}

const log = (what: string, err: unknown) => console.error(`Notifications: ${what} failed`, err);

/**
 * The signed-in user's notifications: the first page at start, more pages on demand, and a poll every
 * 30 s for notifications newer than the newest held (the interval doubles after a failed poll).
 * `onNew` hears each poll's new notifications (newest first). Failures are logged only. A change of
 * `language` reloads the list (the server renders the texts in it).
 */
export function useNotifications(onNew: (fresh: Notification[]) => void, language?: string): NotificationsState {
  const [items, setItems] = useState<Notification[]>([]);
  const [unreadCount, setUnreadCount] = useState(0);
  const [loading, setLoading] = useState(false);
  const [ended, setEnded] = useState(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const loadingRef = useRef(false);
  const endedRef = useRef(false);
  const onNewRef = useRef(onNew);
  onNewRef.current = onNew;
  // With nothing held, a poll asks for what came after the first load started.
  const startedAt = useRef(new Date().toISOString());
  // A page that arrives (or fails) after the bell is gone changes nothing and logs nothing.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const apply = useCallback((next: Notification[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);

  const loadMore = useCallback(async () => {
    if (loadingRef.current || endedRef.current) return;
    loadingRef.current = true;
    setLoading(true);
    try {
      // Offset pages shift when items are deleted or arrive; the overlap is merged away by id.
      const pageIndex = Math.floor(itemsRef.current.length / NOTIFICATION_LIMITS.pageSize);
      const res = await notificationsApi.page(pageIndex);
      if (!mounted.current) return;
      apply(mergeNotifications(itemsRef.current, res.data));
      setUnreadCount(res.unreadNotificationCount);
      if (res.data.length < NOTIFICATION_LIMITS.pageSize) {
        endedRef.current = true;
        setEnded(true);
      }
    } catch (err) {
      if (mounted.current) log('loading', err);
    } finally {
      loadingRef.current = false;
      setLoading(false);
    }
  }, [apply]);

  // Texts come rendered in the portal's language: a language switch reloads the list from its first page.
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current !== language) {
      shownLanguage.current = language;
      apply([]);
      endedRef.current = false;
      setEnded(false);
    }
    void loadMore();
  }, [loadMore, apply, language]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const schedule = (delay: number) => {
      timer = setTimeout(() => void poll(delay), delay);
    };
    const poll = async (delay: number) => {
      try {
        const res = await notificationsApi.latest(newestCreated(itemsRef.current) ?? startedAt.current);
        if (stopped) return;
        const before = itemsRef.current;
        const next = mergeNotifications(before, res.data);
        const fresh = res.data.filter((n) => !before.some((held) => held.id === n.id));
        apply(next);
        setUnreadCount(res.unreadNotificationCount);
        if (fresh.length) onNewRef.current(fresh);
        schedule(NOTIFICATION_LIMITS.pollIntervalMs);
      } catch (err) {
        if (stopped) return;
        log('polling', err);
        schedule(Math.min(delay * 2, MAX_POLL_DELAY_MS));
      }
    };
    schedule(NOTIFICATION_LIMITS.pollIntervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [apply]);

  const markRead = useCallback(async (id: string) => {
    try {
      const res = await notificationsApi.markRead(id);
      apply(itemsRef.current.map((n) => (n.id === id ? { ...n, isRead: true } : n)));
      setUnreadCount(res.unreadNotificationCount);
    } catch (err) {
      log('marking as read', err);
    }
  }, [apply]);

  const markAllRead = useCallback(async () => {
    try {
      const res = await notificationsApi.markAllRead();
      apply(itemsRef.current.map((n) => ({ ...n, isRead: true })));
      setUnreadCount(res.unreadNotificationCount);
    } catch (err) {
      log('marking all as read', err);
    }
  }, [apply]);

  const remove = useCallback(async (id: string) => {
    try {
      const res = await notificationsApi.remove(id);
      apply(itemsRef.current.filter((n) => n.id !== id));
      setUnreadCount(res.unreadNotificationCount);
    } catch (err) {
      log('deleting', err);
    }
  }, [apply]);

  const removeAll = useCallback(async () => {
    try {
      const res = await notificationsApi.removeAll();
      apply([]);
      setUnreadCount(res.unreadNotificationCount);
      endedRef.current = true;
      setEnded(true);
    } catch (err) {
      log('deleting all', err);
    }
  }, [apply]);

  return { items, unreadCount, loading, ended, loadMore, markRead, markAllRead, remove, removeAll };
}
