import { Button, Flex, Popconfirm, Spin, Typography } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { createPortal } from 'react-dom';
import { NOTIFICATION_LIMITS, type Notification } from '@portal/contracts';
import { NOTIFICATION_TEXTS as T } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import { isDownloadable } from '../download/download-reports';
import type { NotificationsState } from '../model/use-notifications';
import { NotificationItem } from './NotificationItem';

export interface NotificationsPanelProps {
  state: NotificationsState;
  onClose(): void;
  onOpen(n: Notification): void;
  onDownload(list: Notification[]): void;
}

// The list's scrollbar shows while scrolling and hides 1 s after (spec part 1 section 9).
const SCROLLBAR_CSS = `
.portal-notifications-list { scrollbar-width: none; }
.portal-notifications-list::-webkit-scrollbar { width: 0; }
.portal-notifications-list.is-scrolling { scrollbar-width: thin; }
.portal-notifications-list.is-scrolling::-webkit-scrollbar { width: 6px; }
.portal-notifications-list.is-scrolling::-webkit-scrollbar-thumb { background: rgba(0,0,0,0.25); border-radius: 3px; }
.portal-notifications-list p { margin: 0; }
`;

const distanceToBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight;

/** The popup opened from the bell: 40rem x 50rem (at most 70% of the screen); the backdrop closes it. */
export function NotificationsPanel({ state, onClose, onOpen, onDownload }: NotificationsPanelProps) {
  const { t } = useShellTranslation();
  const { items, loading, ended, loadMore } = state;
  const listRef = useRef<HTMLUListElement>(null);
  const [scrolling, setScrolling] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  // Keyboard (issue 16): Escape closes the panel as a click on the backdrop does; focus moves into the panel
  // when it opens and back to the control that opened it (the bell) when it closes. With the Delete all
  // confirmation open, Escape closes only the confirmation (focus back to Delete all); the next one the panel.
  const panelRef = useRef<HTMLElement>(null);
  const deleteAllRef = useRef<HTMLButtonElement>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const confirmOpenRef = useRef(false);
  confirmOpenRef.current = confirmOpen;
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    // Capture phase: decided here, before the confirmation's own key handling can change what is open.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      if (confirmOpenRef.current) {
        confirmOpenRef.current = false;
        setConfirmOpen(false);
        deleteAllRef.current?.focus();
        return;
      }
      close.current();
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      opener?.focus();
    };
  }, []);

  // A list that does not fill the popup cannot be scrolled to its bottom: load on until it does (or ends).
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el && !ended && !loading && items.length > 0 && el.scrollHeight <= el.clientHeight) void loadMore();
  }, [items.length, ended, loading, loadMore]);

  const onScroll = (e: UIEvent<HTMLUListElement>) => {
    setScrolling(true);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setScrolling(false), NOTIFICATION_LIMITS.scrollbarHideMs);
    if (distanceToBottom(e.currentTarget) <= 1) void loadMore();
  };

  const remove = useCallback(async (id: string) => {
    await state.remove(id);
    setSelected((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : s));
    const el = listRef.current;
    if (el && distanceToBottom(el) <= NOTIFICATION_LIMITS.deleteLoadMoreWithinPx) void loadMore();
  }, [state, loadMore]);

  const select = (id: string, on: boolean) => setSelected((s) => {
    const next = new Set(s);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  });
  const chosen = items.filter((n) => selected.has(n.id) && isDownloadable(n));
  const withCheckboxes = items.some(isDownloadable);

  return createPortal(
    <div data-testid="notifications-layer" style={{ position: 'fixed', inset: 0, zIndex: 1050 }}>
      <style>{SCROLLBAR_CSS}</style>
      <div data-testid="notifications-backdrop" onClick={onClose} style={{ position: 'absolute', inset: 0, background: 'rgba(0,0,0,0.25)' }} />
      <section
        ref={panelRef}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-label={t(T.notifications)}
        data-testid="notifications-panel"
        style={{
          position: 'absolute', top: 56, right: 16, width: 'min(40rem, 70vw)', height: 'min(50rem, 70vh)',
          background: '#fff', borderRadius: 8, boxShadow: '0 6px 24px rgba(0,0,0,0.2)', display: 'flex', flexDirection: 'column', overflow: 'hidden',
        }}
      >
        <Flex align="center" justify="space-between" gap={8} wrap style={{ padding: '12px 16px', borderBottom: '1px solid rgba(0,0,0,0.08)' }}>
          <Typography.Title level={5} style={{ margin: 0 }}>{t(T.notifications)}</Typography.Title>
          <Flex gap={4} wrap>
            {chosen.length > 0 && (
              <Button size="small" type="primary" onClick={() => onDownload(chosen)}>{`${t(T.downloadSelected)} (${chosen.length})`}</Button>
            )}
            <Button size="small" disabled={!items.some((n) => !n.isRead)} onClick={() => void state.markAllRead()}>{t(T.markAllAsRead)}</Button>
            {/* Deleting every notification cannot be undone: asked first (issue 16). */}
            <Popconfirm
              title={t(T.deleteAllConfirm)}
              okText={t(T.deleteAll)}
              cancelText={t(T.cancel)}
              okButtonProps={{ danger: true }}
              disabled={items.length === 0}
              zIndex={1100}
              open={confirmOpen}
              onOpenChange={setConfirmOpen}
              onConfirm={() => {
                setSelected(new Set());
                void state.removeAll();
              }}
            >
              <Button ref={deleteAllRef} size="small" danger disabled={items.length === 0}>{t(T.deleteAll)}</Button>
            </Popconfirm>
          </Flex>
        </Flex>
        <ul
          ref={listRef}
          data-testid="notifications-list"
          className={`portal-notifications-list${scrolling ? ' is-scrolling' : ''}`}
          onScroll={onScroll}
          style={{ flex: 1, overflowY: 'auto', margin: 0, padding: 0 }}
        >
          {items.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              checkboxColumn={withCheckboxes}
              selected={selected.has(n.id)}
              onSelect={(on) => select(n.id, on)}
              onOpen={() => onOpen(n)}
              onDownload={() => onDownload([n])}
              onMarkRead={() => void state.markRead(n.id)}
              onDelete={() => void remove(n.id)}
            />
          ))}
          {ended && items.length === 0 && (
            <li data-testid="notifications-empty" style={{ listStyle: 'none', padding: '64px 24px', textAlign: 'center' }}>
              <Typography.Title level={5}>{t(T.noNotifications)}</Typography.Title>
              <Typography.Text type="secondary">{t(T.emptyHint)}</Typography.Text>
            </li>
          )}
          {ended && items.length > 0 && (
            <li data-testid="notifications-end" style={{ listStyle: 'none', padding: 16, textAlign: 'center' }}>
              <Typography.Text type="secondary">{t(T.endOfList)}</Typography.Text>
            </li>
          )}
          {loading && (
            <li style={{ listStyle: 'none', padding: 16, textAlign: 'center' }}><Spin size="small" /></li>
          )}
        </ul>
      </section>
    </div>,
    document.body,
  );
}
