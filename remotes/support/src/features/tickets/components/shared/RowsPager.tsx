import { Flex, Pagination, Typography } from 'antd';
import { PortalSelect } from '@portal/ui';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';

/** Page sizes offered under every ticket list. */
export const PAGE_SIZES = [5, 10, 20, 50, 75, 100] as const;

export interface RowsPagerProps {
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
  total: number;
  onChange(pageIndex: number, pageSize: number): void;
}

/** Paging under a list: 'Rows:' with the page size, then the pages (spec part 1 section 9). */
export function RowsPager({ pageIndex, pageSize, total, onChange }: RowsPagerProps) {
  const { t } = useSupportTranslation();
  return (
    <Flex align="center" justify="flex-end" gap={12} wrap style={{ marginTop: 12 }} data-testid="rows-pager">
      <Flex align="center" gap={6}>
        <Typography.Text id="rows-label">{t(T.rows)}</Typography.Text>
        <PortalSelect
          aria-labelledby="rows-label"
          size="small"
          value={pageSize}
          style={{ width: 76 }}
          options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
          // A new page size starts again at the first page.
          onChange={(size) => onChange(0, size)}
        />
      </Flex>
      <Pagination
        size="small"
        current={pageIndex + 1}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        showTotal={(count, [from, to]) => `${from}-${to} / ${count}`}
        onChange={(page) => onChange(page - 1, pageSize)}
      />
    </Flex>
  );
}
