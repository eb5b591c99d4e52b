import { Flex, Pagination, Typography, type PaginationProps } from 'antd';
import { cloneElement, isValidElement, useId, type ReactElement } from 'react';
import { KIT_TEXTS, useKitTranslation } from '../i18n/kit-texts';
import { KitSelect } from '../inputs/select/KitSelect';
import { PAGE_SIZES } from '../list/list-state';

export interface ListPagerProps {
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total` (large tables): the pager says "more than". */
  totalIsCapped?: boolean;
  /**
   * The server says a page follows this one (a keyset `nextCursor`): with a capped total, Next stays
   * offered past the count, since "more than N" rows exist.
   */
  hasNextPage?: boolean;
  onChange(pageIndex: number, pageSize: number): void;
  /** false: the page size is fixed (a server's fixed pages, a drawer's short list): no Rows choice. */
  sizeChoice?: boolean;
}

/** Paging under a list: `Rows:` with the page size, the range shown, then the pages. */
export function ListPager({ pageIndex, pageSize, total, totalIsCapped = false, hasNextPage = false, onChange, sizeChoice = true }: ListPagerProps) {
  const { t } = useKitTranslation();
  const labelId = useId();
  // Past a capped count the pages go on as long as the server has a next one (and the page shown stays a page).
  const pagedTotal = totalIsCapped ? Math.max(total, (pageIndex + 1) * pageSize + (hasNextPage ? 1 : 0)) : total;
  return (
    <Flex align="center" justify="flex-end" gap={12} wrap style={{ marginTop: 12 }} data-testid="list-pager">
      {sizeChoice && (
        <Flex align="center" gap={6}>
          <Typography.Text id={labelId}>{t(KIT_TEXTS.rows)}</Typography.Text>
          <KitSelect<number>
            aria-labelledby={labelId}
            size="small"
            value={pageSize}
            style={{ width: 76 }}
            options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
            onChange={(size) => onChange(0, size)}
          />
        </Flex>
      )}
      <Pagination
        size="small"
        current={pageIndex + 1}
        pageSize={pageSize}
        total={pagedTotal}
        showSizeChanger={false}
        showTotal={(_count, [from, to]) => t(totalIsCapped ? KIT_TEXTS.rangeOfMore : KIT_TEXTS.rangeOfTotal, { from, to, total })}
        onChange={(page) => onChange(page - 1, pageSize)}
        itemRender={namedArrows(t)}
      />
    </Flex>
  );
}

const ARROW_NAMES = { prev: KIT_TEXTS.previousPage, next: KIT_TEXTS.nextPage } as const;

/**
 * The pager's arrow buttons named in the user's language (antd leaves them named by their icons' English names). The
 * jumps of five pages are list items antd titles in its locale's language, not buttons: left as they are.
 */
function namedArrows(t: (text: string) => string): NonNullable<PaginationProps['itemRender']> {
  return (_page, type, element) => ((type === 'prev' || type === 'next') && isValidElement(element)
    ? cloneElement(element as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': t(ARROW_NAMES[type]) })
    : element);
}
