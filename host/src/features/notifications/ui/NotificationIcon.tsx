// Deep imports: the icons package root is shared whole (every icon); single icons are small.
import AuditOutlined from '@ant-design/icons/es/icons/AuditOutlined';
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import CheckSquareOutlined from '@ant-design/icons/es/icons/CheckSquareOutlined';
import FileExcelOutlined from '@ant-design/icons/es/icons/FileExcelOutlined';
import FileSearchOutlined from '@ant-design/icons/es/icons/FileSearchOutlined';
import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import FolderOpenOutlined from '@ant-design/icons/es/icons/FolderOpenOutlined';
import ThunderboltOutlined from '@ant-design/icons/es/icons/ThunderboltOutlined';

const ICONS: Record<string, typeof BellOutlined> = {
  PreCheckForm: FileSearchOutlined,
  Proposal: FileTextOutlined,
  Agreement: AuditOutlined,
  BoardingDocuments: FolderOpenOutlined,
  Task: CheckSquareOutlined,
  TransactionVelocityAlert: ThunderboltOutlined,
  ReportGenerated: FileExcelOutlined,
};

/** The icon of a notification type; any other type gets the generic bell. */
export function NotificationIcon({ type }: { type: string }) {
  const Icon = ICONS[type] ?? BellOutlined;
  return (
    <span data-testid="notification-icon" data-icon={ICONS[type] ? type : 'generic'}
      style={{ fontSize: 18, width: 32, height: 32, borderRadius: 16, background: 'rgba(0,0,0,0.04)', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flex: 'none' }}>
      <Icon />
    </span>
  );
}
