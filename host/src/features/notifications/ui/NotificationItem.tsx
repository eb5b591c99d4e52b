import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { Button, Checkbox, Flex, Tooltip, Typography } from 'antd';
import { useProfileTimeZone } from '@portal/auth';
import type { Notification } from '@portal/contracts';
import { formatDateTime, formatRelativeTime, NOTIFICATION_TEXTS as T } from '@portal/i18n';
import { SafeHtml } from '@portal/ui';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import { useQuickSettings } from '../../shell/quick-panel/use-quick-settings';
import { isDownloadable } from '../download/download-reports';
import { NotificationIcon } from './NotificationIcon';

const CHECKBOX_WIDTH = 16;

export interface NotificationItemProps {
  notification: Notification;
  /** Some row of the list has a checkbox: every row keeps its column, so icons and texts line up. */
  checkboxColumn: boolean;
  selected: boolean;
  onSelect(selected: boolean): void;
  onOpen(): void;
  onDownload(): void;
  onMarkRead(): void;
  onDelete(): void;
}

/** One row: icon, sanitised title and description, relative time (the full one in a tooltip), and its actions. */
export function NotificationItem({ notification: n, checkboxColumn, selected, onSelect, onOpen, onDownload, onMarkRead, onDelete }: NotificationItemProps) {
  const { t } = useShellTranslation();
  const { showSeconds } = useQuickSettings();
  // The profile's clock, as every time on the lookup, the reports and their files.
  const timeZone = useProfileTimeZone();
  const relative = formatRelativeTime(n.created, new Date(), timeZone);
  const downloadable = isDownloadable(n);
  const opens = downloadable || !!n.objectUrl;
  const title = (
    <SafeHtml as="span" html={n.title} className="notification-title"
      style={{ display: 'block', fontWeight: n.isRead ? 400 : 600, overflowWrap: 'anywhere' }} />
  );
  const stop = (fn: () => void) => (e: { stopPropagation(): void }) => {
    e.stopPropagation();
    fn();
  };
  return (
    <li
      data-testid="notification-item"
      data-read={n.isRead ? 'true' : 'false'}
      style={{
        listStyle: 'none', padding: '10px 12px', borderBottom: '1px solid rgba(0,0,0,0.06)', cursor: n.objectUrl ? 'pointer' : 'default',
        background: n.isRead ? undefined : 'rgba(9, 208, 189, 0.08)',
      }}
      onClick={onOpen}
    >
      <Flex gap={10} align="flex-start">
        {checkboxColumn && (
          <span data-testid="notification-checkbox-cell" style={{ flex: 'none', width: CHECKBOX_WIDTH, marginTop: 6 }}>
            {downloadable && (
              <Checkbox checked={selected} aria-label={t(T.selectForDownload)} onClick={(e) => e.stopPropagation()}
                onChange={(e) => onSelect(e.target.checked)} />
            )}
          </span>
        )}
        <NotificationIcon type={n.notificationType} />
        <div style={{ flex: 1, minWidth: 0 }}>
          {opens ? (
            // The row opens on a click anywhere; the title is its keyboard way in (a row is not focusable).
            <button type="button" className="notification-open" onClick={stop(onOpen)}>{title}</button>
          ) : title}
          {n.description && <SafeHtml as="div" html={n.description} style={{ color: 'rgba(0,0,0,0.65)', overflowWrap: 'anywhere' }} />}
          {/* One format: relative (spec part 2 section 9); the exact time in the tooltip, with seconds per the quick setting. */}
          <Tooltip title={formatDateTime(n.created, showSeconds, timeZone)}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="notification-time">
              <time dateTime={n.created} title={formatDateTime(n.created, true, timeZone)}>{relative}</time>
            </Typography.Text>
          </Tooltip>
        </div>
        <Flex gap={2} style={{ flex: 'none' }}>
          {downloadable && (
            <Tooltip title={t(T.downloadFile)}>
              <Button type="text" size="small" icon={<DownloadOutlined aria-hidden />} aria-label={t(T.downloadFile)} onClick={stop(onDownload)} />
            </Tooltip>
          )}
          {!n.isRead && (
            <Tooltip title={t(T.markAsRead)}>
              <Button type="text" size="small" icon={<CheckOutlined aria-hidden />} aria-label={t(T.markAsRead)} onClick={stop(onMarkRead)} />
            </Tooltip>
          )}
          <Tooltip title={t(T.delete)}>
            <Button type="text" size="small" icon={<DeleteOutlined aria-hidden />} aria-label={t(T.delete)} onClick={stop(onDelete)} />
          </Tooltip>
        </Flex>
      </Flex>
    </li>
  );
}
