import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { PERSONAL_DASHBOARD_ENDPOINTS as E, type PersonalCategoryInput, type WidgetShare } from '@portal/contracts';

const KEY = ['personal-dashboard'] as const;

/** Section 7.10 reads (react-query over the declared endpoints); every write reads them again. */
export const usePersonalCategories = () => useQuery({ queryKey: [...KEY, 'categories'], queryFn: ({ signal }) => callApi(E.categories, { signal, silent: true }) });
export const usePersonalCategory = (id: string | undefined) => useQuery({
  queryKey: [...KEY, 'category', id], enabled: !!id, queryFn: ({ signal }) => callApi(E.byCategory, { params: { id: id! }, signal, silent: true }),
});
export const useBaseWidgets = (id: string | undefined) => useQuery({
  queryKey: [...KEY, 'base', id], enabled: !!id, queryFn: ({ signal }) => callApi(E.baseWidgets, { params: { id: id! }, signal, silent: true }),
});
export const useShares = () => useQuery({ queryKey: [...KEY, 'shares'], queryFn: ({ signal }) => callApi(E.shares, { signal, silent: true }) });
export const useAllWidgets = () => useQuery({ queryKey: [...KEY, 'all'], queryFn: ({ signal }) => callApi(E.allWidgets, { signal, silent: true }) });

export function usePersonalActions() {
  const client = useQueryClient();
  const opts = { onSettled: () => client.invalidateQueries({ queryKey: KEY }) };
  return {
    createCategory: useMutation({ mutationFn: (body: PersonalCategoryInput) => callApi(E.createCategory, { body, silent: true }), ...opts }),
    deleteCategory: useMutation({ mutationFn: (id: string) => callApi(E.deleteCategory, { params: { id }, silent: true }), ...opts }),
    addWidget: useMutation({ mutationFn: (body: { categoryId: string; baseWidgetId: string }) => callApi(E.addWidget, { body, silent: true }), ...opts }),
    renameWidget: useMutation({ mutationFn: (body: { widgetId: string; name: string }) => callApi(E.renameWidget, { body, silent: true }), ...opts }),
    renameCategory: useMutation({ mutationFn: (body: PersonalCategoryInput & { id: string }) => callApi(E.updateCategory, { body, silent: true }), ...opts }),
    cloneWidget: useMutation({ mutationFn: (id: string) => callApi(E.cloneWidget, { params: { id }, body: {}, silent: true }), ...opts }),
    deleteWidget: useMutation({ mutationFn: (id: string) => callApi(E.deleteWidget, { params: { id }, silent: true }), ...opts }),
    share: useMutation({ mutationFn: (body: WidgetShare) => callApi(E.share, { body, silent: true }), ...opts }),
    unShare: useMutation({ mutationFn: (body: WidgetShare) => callApi(E.unShare, { body, silent: true }), ...opts }),
  };
}
