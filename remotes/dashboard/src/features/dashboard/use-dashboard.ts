import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { DashboardCategoryWithWidgets } from '@portal/contracts';
import { dashboardKeys, fetchCategories } from './api/dashboard-api';

/** Dashboard state (spec part 2 section 4): categories with their widgets, the selected category, loading, error. */
export interface DashboardState {
  categories: DashboardCategoryWithWidgets[];
  selectedCategory: DashboardCategoryWithWidgets | undefined;
  loading: boolean;
  error: Error | null;
  select(categoryId: string): void;
  retry(): void;
}

/** The selected category lives in the URL (`?category=`): Back, reload and a shared link keep it; the first one by default. */
export function useDashboard(): DashboardState {
  const query = useQuery({ queryKey: dashboardKeys.categories, queryFn: ({ signal }) => fetchCategories(signal), staleTime: 60_000 });
  const [params, setParams] = useSearchParams();
  const categories = query.data ?? [];
  const asked = params.get('category');
  const selectedCategory = categories.find((c) => c.id === asked) ?? categories[0];
  const select = useCallback((categoryId: string) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('category', categoryId);
      return next;
    });
  }, [setParams]);
  return {
    categories, selectedCategory, loading: query.isPending, error: query.error,
    select, retry: () => void query.refetch(),
  };
}
