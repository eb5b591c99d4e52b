import { CloseOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Space, Spin, Tag, Typography } from 'antd';
import { useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { TransactionLookupKind } from '@portal/contracts';
import { AlertBannerProvider, formatMoney, StatusPill } from '@portal/kit';
import { IconButton, PHONE_SCREEN_QUERY, useMediaQuery, PortalTabs } from '@portal/ui';
import { D } from '../../i18n/detail-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { DrawerActionsProvider } from '../actions/drawer-actions';
import { TransactionActions } from '../actions/TransactionActions';
import { detailApi, tabsOf } from './detail-api';
import { TAB_COMPONENTS } from './DetailTabs';
import { clampDrawerWidth, DRAWER_WIDTH_STEP, maxDrawerWidth, MIN_DRAWER_WIDTH, readDrawerWidth, writeDrawerWidth } from './drawer-size';

export interface TransactionDrawerProps {
  kind: TransactionLookupKind;
  transactionId: string | null;
  onClose(): void;
  timeZone: string | undefined;
}

/**
 * The transaction detail drawer (issue 10, spec part 2 sections 2.3, 3, 7.1): the transaction's header
 * (external id, amount, status, merchant, mode) and a tab per sub-resource, each with its own call and its own
 * loading, empty and error states; tenant and platform staff act on it from its "Actions" area (outcomes in the
 * drawer's alert banner). Resizable from its left edge (drag, or the arrow keys on the handle); the
 * width is kept in local storage `drawerSize` and used the next time.
 */
export function TransactionDrawer({ kind, transactionId, onClose, timeZone }: TransactionDrawerProps) {
  const { t } = useTransactionsTranslation();
  const api = useMemo(() => detailApi(kind), [kind]);
  const [width, setWidth] = useState(readDrawerWidth);
  // On a phone the drawer is the whole screen and its tabs a scrollable row above the content: a column of 13 tabs
  // beside it left one character per line for the values.
  const phone = useMediaQuery(PHONE_SCREEN_QUERY);
  const header = useQuery({
    queryKey: ['transactions', 'detail', transactionId, 'transaction', kind],
    queryFn: ({ signal }) => api.transaction(transactionId!, signal),
    enabled: !!transactionId,
    retry: false,
  });
  const tx = header.data;

  const resize = (next: number) => {
    const clamped = clampDrawerWidth(next);
    setWidth(clamped);
    writeDrawerWidth(clamped);
  };

  return (
    <Drawer
      open={!!transactionId}
      onClose={onClose}
      size={phone ? '100%' : width}
      placement="right"
      closable={false}
      destroyOnHidden
      aria-label={t(D.drawerLabel)}
      title={tx ? t(D.drawerTitle, { externalId: tx.externalId }) : t(D.drawerLabel)}
      extra={<IconButton title={t(D.close)} icon={<CloseOutlined aria-hidden />} onClick={onClose} />}
      styles={{ body: { paddingTop: 8 } }}
    >
      {!phone && <ResizeHandle width={width} onResize={resize} label={t(D.resize)} />}
      {header.isPending && transactionId && <div style={{ padding: 24, textAlign: 'center' }}><Spin /></div>}
      {header.isError && <Alert type="error" showIcon title={t(D.loadTransactionFailed)} description={header.error.message} />}
      {tx && (
        // Action outcomes show in the drawer's own banner, above the header they change.
        <AlertBannerProvider>
          <DrawerActionsProvider kind={kind}>
            <Space wrap size="middle" style={{ marginBottom: 12 }} aria-label={t(D.drawerLabel)} role="group">
              <Typography.Text strong copyable>{tx.externalId}</Typography.Text>
              <Typography.Text strong data-testid="drawer-amount">{formatMoney(tx.amount, tx.currency)}</Typography.Text>
              <StatusPill status={tx.status} label={t(tx.status)} />
              <span>{t(D.merchant)}: {tx.merchantName}</span>
              <Tag>{t(D.mode)}: {t(tx.mode)}</Tag>
            </Space>
            <TransactionActions tx={tx} kind={kind} api={api} />
            <PortalTabs
              // A dozen sub-resources: a column of tabs beside the content, every one in view (no overflow menu); on a
              // phone a row that scrolls sideways.
              tabPlacement={phone ? 'top' : 'start'}
              items={tabsOf(kind).map((tab) => {
                const Tab = TAB_COMPONENTS[tab];
                return { key: tab, label: t(D[tab]), children: <Tab tx={tx} api={api} timeZone={timeZone} /> };
              })}
            />
          </DrawerActionsProvider>
        </AlertBannerProvider>
      )}
    </Drawer>
  );
}

/** The drawer's left edge: drag it, or focus it and use the arrow keys (left widens, right narrows). */
function ResizeHandle({ width, onResize, label }: { width: number; onResize(width: number): void; label: string }) {
  const start = useRef<{ x: number; width: number } | null>(null);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    start.current = { x: e.clientX, width };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current) onResize(start.current.width + (start.current.x - e.clientX));
  };
  const onPointerUp = () => { start.current = null; };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowLeft') onResize(width + DRAWER_WIDTH_STEP);
    else if (e.key === 'ArrowRight') onResize(width - DRAWER_WIDTH_STEP);
    else return;
    e.preventDefault();
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      title={label}
      aria-valuenow={width}
      aria-valuemin={MIN_DRAWER_WIDTH}
      aria-valuemax={maxDrawerWidth()}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onKeyDown={onKeyDown}
      style={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: 8, cursor: 'ew-resize', zIndex: 1 }}
    />
  );
}
