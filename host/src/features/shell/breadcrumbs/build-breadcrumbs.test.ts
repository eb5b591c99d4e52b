/**
 * @jest-environment node
 */
import { ROUTE_CATALOG } from '@portal/contracts';
import { buildBreadcrumbs } from './build-breadcrumbs';

describe('buildBreadcrumbs', () => {
  it('starts with Dashboard linking to the landing page and ends with the current page, not a link', () => {
    const crumbs = buildBreadcrumbs({ pathname: '/crm/settings/countries', landingPath: '/crm/dashboard', catalog: ROUTE_CATALOG });
    expect(crumbs).toEqual([
      { label: 'Dashboard', to: '/crm/dashboard' },
      { label: 'Settings', to: '/crm/settings' },
      { label: 'Countries' },
    ]);
  });

  it('skips routes that hide their crumb (crm home)', () => {
    const crumbs = buildBreadcrumbs({ pathname: '/crm/users/crm', landingPath: '/crm/dashboard', catalog: ROUTE_CATALOG });
    expect(crumbs.map((c) => c.label)).toEqual(['Dashboard', 'Users', 'CRM users']);
  });

  it('shows only Dashboard, not a link, on the landing page itself', () => {
    expect(buildBreadcrumbs({ pathname: '/dashboard', landingPath: '/dashboard', catalog: ROUTE_CATALOG })).toEqual([{ label: 'Dashboard' }]);
  });

  it('takes labels from matched route handles, which win over catalogue titles', () => {
    const crumbs = buildBreadcrumbs({
      pathname: '/platform/ai-agent',
      landingPath: '/dashboard',
      catalog: ROUTE_CATALOG,
      matches: [{ pathname: '/platform/ai-agent', handle: { breadcrumb: 'AI Chat' } }],
    });
    expect(crumbs).toEqual([{ label: 'Dashboard', to: '/dashboard' }, { label: 'AI Chat' }]);
  });

  it('adds crumbs of deeper routes a remote defines, with dynamic labels from session storage', () => {
    const crumbs = buildBreadcrumbs({
      pathname: '/tenant/support-tickets/42',
      landingPath: '/crm/dashboard',
      catalog: ROUTE_CATALOG,
      matches: [
        { pathname: '/tenant/support-tickets', handle: { breadcrumb: 'Support tickets' } },
        { pathname: '/tenant/support-tickets/42', handle: { breadcrumb: 'Ticket', dynamicBreadcrumb: true } },
      ],
      dynamicLabel: (path) => (path === '/tenant/support-tickets/42' ? 'Refund stuck' : undefined),
    });
    expect(crumbs).toEqual([
      { label: 'Dashboard', to: '/crm/dashboard' },
      { label: 'Support tickets', to: '/tenant/support-tickets' },
      { label: 'Refund stuck', dynamic: true },
    ]);
  });

  it('honours hideBreadcrumb on a handle', () => {
    const crumbs = buildBreadcrumbs({
      pathname: '/crm/settings',
      landingPath: '/crm/dashboard',
      catalog: ROUTE_CATALOG,
      matches: [{ pathname: '/crm/settings', handle: { breadcrumb: 'Settings', hideBreadcrumb: true } }],
    });
    expect(crumbs).toEqual([{ label: 'Dashboard' }]);
  });
});
