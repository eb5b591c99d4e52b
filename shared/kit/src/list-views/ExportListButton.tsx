import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { Button } from 'antd';
import { KIT_TEXTS, useKitTranslation } from '../i18n/kit-texts';
import { useListExport, type ListExportSource } from './use-list-export';

/** "Export": the list as shown (filters, sort, columns) as a CSV file; busy while the rows are read. */
export function ExportListButton<Row>(source: ListExportSource<Row>) {
  const { t } = useKitTranslation();
  const exporter = useListExport(source);
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={exporter.running} onClick={() => void exporter.run()} title={t(KIT_TEXTS.exportListLabel)}>
      {t(KIT_TEXTS.exportList)}
    </Button>
  );
}
