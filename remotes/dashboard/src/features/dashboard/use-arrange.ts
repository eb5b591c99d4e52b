import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { callApi } from '@portal/api-client';
import { DASHBOARD_ENDPOINTS, type DashboardCategoryWithWidgets, type UserLayoutUpdate } from '@portal/contracts';
import { D, useDashboardTranslation } from '@portal/dashboard-widgets';
import { dashboardKeys } from './api/dashboard-api';
import { arranged, movedTo, resizedTo, type ArrangeAction } from './arrange';
import type { WidgetLayout } from '@portal/contracts';

type Categories = DashboardCategoryWithWidgets[] | undefined;

/** The categories with one category's widgets arranged as `update` says (what the page shows at once). */
function applied(categories: Categories, update: UserLayoutUpdate): Categories {
  const layoutOf = new Map(update.widgets.map((w) => [w.widgetId, { order: w.order, width: w.width }]));
  return categories?.map((c) => (c.id !== update.categoryId ? c : {
    ...c, widgets: c.widgets.map((w) => ({ ...w, layout: layoutOf.get(w.widgetId) ?? w.layout })),
  }));
}

/**
 * Moves or resizes a widget (issue 11: kept on the server, per user): shown at once, saved in the background;
 * a failed save puts the previous arrangement back and says so.
 */
export function useArrangeWidgets() {
  const client = useQueryClient();
  const { message } = App.useApp();
  const { t } = useDashboardTranslation();
  const mutation = useMutation({
    mutationFn: (update: UserLayoutUpdate) => callApi(DASHBOARD_ENDPOINTS.saveUserLayout, { body: update, silent: true }),
    onMutate: async (update) => {
      await client.cancelQueries({ queryKey: dashboardKeys.categories });
      const previous = client.getQueryData<DashboardCategoryWithWidgets[]>(dashboardKeys.categories);
      client.setQueryData(dashboardKeys.categories, applied(previous, update));
      return { previous };
    },
    onError: (_error, _update, context) => {
      client.setQueryData(dashboardKeys.categories, context?.previous);
      void message.error(t(D.arrangeFailed));
    },
    onSuccess: (category) => {
      client.setQueryData<DashboardCategoryWithWidgets[]>(dashboardKeys.categories, (old) => old?.map((c) => (c.id === category.id ? category : c)));
      // Arranging makes the dashboard the user's own (ADR 0058): the template notice reads it again.
      void client.invalidateQueries({ queryKey: dashboardKeys.template });
    },
  });
  const save = (category: DashboardCategoryWithWidgets, widgets: UserLayoutUpdate['widgets']) => mutation.mutate({ categoryId: category.id, widgets });
  return {
    /** The Arrange menu (keyboard and pointer). */
    run: (category: DashboardCategoryWithWidgets, widgetId: string, action: ArrangeAction) => save(category, arranged(category.widgets, widgetId, action)),
    /** Dropped on another widget's place (drag and drop). */
    moveTo: (category: DashboardCategoryWithWidgets, widgetId: string, targetId: string) => {
      if (widgetId !== targetId) save(category, movedTo(category.widgets, widgetId, targetId));
    },
    /** Its right edge dragged to a new width. */
    resize: (category: DashboardCategoryWithWidgets, widgetId: string, width: WidgetLayout['width']) => {
      if (category.widgets.find((w) => w.widgetId === widgetId)?.layout.width !== width) save(category, resizedTo(category.widgets, widgetId, width));
    },
  };
}
