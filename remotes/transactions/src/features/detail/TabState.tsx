import { useQuery, type QueryKey } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { ErrorWithRetry } from '@portal/ui';
import { D } from '../../i18n/detail-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';

export interface TabQueryProps<Data> {
  queryKey: QueryKey;
  fetch(signal: AbortSignal): Promise<Data>;
  /** True when the answer has nothing to show (then the empty state). */
  isEmpty?(data: Data): boolean;
  children(data: Data): ReactNode;
}

/**
 * One tab's own call and its own loading, empty and error states: a tab that fails shows its error (with a
 * retry) and leaves the drawer and the other tabs as they are.
 */
export function TabQuery<Data>({ queryKey, fetch, isEmpty, children }: TabQueryProps<Data>) {
  const { t } = useTransactionsTranslation();
  const result = useQuery({ queryKey, queryFn: ({ signal }) => fetch(signal), retry: false });
  if (result.isPending) return <div role="status" aria-label={t(D.drawerLabel)} style={{ padding: 24, textAlign: 'center' }}><Spin /></div>;
  if (result.isError) {
    return (
      <ErrorWithRetry title={t(D.tabFailed)} message={result.error.message} onRetry={() => void result.refetch()} />
    );
  }
  if (isEmpty?.(result.data)) return <Empty description={t(D.nothing)} />;
  return <>{children(result.data)}</>;
}
