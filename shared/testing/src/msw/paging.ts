import type { Paged } from '@portal/contracts';

/** pageIndex is zero-based (spec part 1 section 7: "tenants?pageIndex=0&pageSize=100"). */
export function page<T>(items: readonly T[], url: URL, defaultSize = 10): Paged<T> {
  const pageIndex = Math.max(0, Number(url.searchParams.get('pageIndex') ?? 0) || 0);
  const pageSize = Math.max(1, Number(url.searchParams.get('pageSize') ?? defaultSize) || defaultSize);
  return { count: items.length, data: items.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) };
}
