/**
 * Tenant templates (issue 11 deliverable 4, beyond the spec; ADR 0052 and 0058): a tenant publishes its merchant
 * dashboard (the merchant categories in order, the widgets shown in the tenant with their order and width) as a
 * numbered version. A merchant user who arranged nothing sees the newest version; one who arranged their own
 * keeps the version they arranged from until they reset to the template.
 */
import type { WidgetLayout } from './model';

/** One category of a published template: its place and its widgets' arrangement. */
export interface TemplateCategory {
  categoryId: string;
  sortOrder: number;
  widgets: Array<{ widgetId: string } & WidgetLayout>;
}

export const DASHBOARD_TEMPLATE_LIMITS = { noteMaxLength: 200 } as const;

/** One published version as the tenant's management page lists it. */
export interface DashboardTemplateVersion {
  templateId: string;
  version: number;
  note: string | null;
  publishedAt: string;
  publishedBy: string | null;
  categoryCount: number;
  widgetCount: number;
  /** Merchant users who arranged their own dashboard from this version (they keep it). */
  customisedCount: number;
}

/** The tenant's templates: newest first, and how many merchant users follow the newest one. */
export interface DashboardTemplates {
  versions: DashboardTemplateVersion[];
  followingCount: number;
  customisedCount: number;
}

export interface PublishTemplateInput {
  note?: string | null;
}

/**
 * A merchant user's place relative to the tenant's template: the version shown (null: no template, or arranged
 * before the first one), the newest version (null: the tenant never published one), and whether they arranged
 * their own dashboard.
 */
export interface UserTemplateState {
  version: number | null;
  latestVersion: number | null;
  customised: boolean;
}
