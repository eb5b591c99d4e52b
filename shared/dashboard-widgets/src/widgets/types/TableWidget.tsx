import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { DASHBOARD_LIMITS, navigationPathOf, sameOriginPath, type WidgetDataRow } from '@portal/contracts';
import { ListTable, type ColumnDef } from '@portal/kit';
import { IconButton } from '@portal/ui';
import { D } from '../../i18n/texts';
import { useDashboardTranslation } from '../../i18n/use-dashboard-translation';
import { formatValue, pipeOf } from '../format/widget-format';
import { useFormatContext } from '../use-format-context';
import type { WidgetBodyProps } from '../WidgetBody';

/** "{merchantName}" filled from the row (customTemplate of the first column). */
const fill = (template: string, row: WidgetDataRow) => template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, k: string) => String(row[k] ?? ''));

/**
 * TABLE_WIDGET: the configured columns (pipes, else volume, count and successRate by name), 5 rows a page asked
 * from the server, and a row click (or Enter on a focused row) going to navigationUrl with the row's values.
 */
export function TableWidget({ widget, data, timeZone, title, pageIndex, onPage }: WidgetBodyProps) {
  const { t } = useDashboardTranslation();
  const navigate = useNavigate();
  const format = useFormatContext(data, timeZone);
  const table = widget.configuration.tableConfiguration;
  if (!table) return null;
  const pageSize = table.pageSize || DASHBOARD_LIMITS.widgetPageSize;
  const columns = table.tableDataProperties.map((property, i): ColumnDef<WidgetDataRow> => ({
    key: property,
    title: table.tableDataColumns[i] ?? property,
    align: pipeOf(property, table.pipes[i]) && pipeOf(property, table.pipes[i]) !== 'text' ? 'right' : 'left',
    value: (row) => row[property],
    render: (row) => (i === 0 && table.customTemplate
      ? fill(table.customTemplate, row)
      : formatValue(row[property], pipeOf(property, table.pipes[i]), format)),
  }));
  // Checked again before it is followed (ADR 0074): a link stored before the rule, or filled to leave the portal, is no link.
  const pathOf = (row: WidgetDataRow) => {
    const filled = table.navigationUrl ? navigationPathOf(table.navigationUrl, row) : null;
    return filled ? sameOriginPath(filled, window.location.origin) : null;
  };
  const from = data.totalCount === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min((pageIndex + 1) * pageSize, data.totalCount);
  const rowName = (row: WidgetDataRow) => String(row[table.tableDataProperties[0] ?? ''] ?? '');
  return (
    <>
      <ListTable<WidgetDataRow>
        fit
        rowKey={(row) => JSON.stringify(row)}
        columns={columns}
        translate={t}
        rows={data.data}
        label={title}
        rowLink={(row) => {
          const path = pathOf(row);
          return path ? { label: t(D.openRow, { name: rowName(row) }), open: () => void navigate(path) } : undefined;
        }}
      />
      {data.totalCount > pageSize && (
        <Flex justify="flex-end" align="center" gap="small" style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{t(D.rows, { from, to, total: data.totalCount })}</Typography.Text>
          <IconButton title={t(D.previousPage)} icon={<LeftOutlined aria-hidden />} disabled={pageIndex === 0} onClick={() => onPage(pageIndex - 1)} />
          <IconButton title={t(D.nextPage)} icon={<RightOutlined aria-hidden />} disabled={to >= data.totalCount} onClick={() => onPage(pageIndex + 1)} />
        </Flex>
      )}
    </>
  );
}
