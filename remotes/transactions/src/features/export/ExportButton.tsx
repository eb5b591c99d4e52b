import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { X } from '../../i18n/export-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';

export interface ExportButtonProps {
  onExport(): void;
  running: boolean;
  disabled?: boolean;
}

/** "Export" (its name; the tooltip and description say what is exported), busy while the file is on its way. */
export function ExportButton({ onExport, running, disabled }: ExportButtonProps) {
  const { t } = useTransactionsTranslation();
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={running} disabled={disabled} onClick={onExport} title={t(X.exportLabel)}>
      {t(X.exportButton)}
    </Button>
  );
}
