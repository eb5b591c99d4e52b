// Test-only helpers for this package (not exported). Other packages use @portal/testing instead;
// @portal/testing depends on @portal/auth, so using it here would make a dependency cycle.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { DEFAULT_THEME_SETTINGS, type UserContextResponse } from '@portal/contracts';
import { AuthProvider } from '../context/AuthProvider';
import type { AuthService } from '../service/auth-service';

export function userContextWith(permissions: string[], userType: UserContextResponse['user']['userType'] = 'Merchant'): UserContextResponse {
  return {
    user: {
      id: 'u1', email: 'merchant@demo.test', firstName: 'Mia', lastName: 'Merchant', isActive: true,
      isPlatform: userType === 'Platform', lastLoginTime: null, configureTimeZone: 'Europe/London',
      checkoutLogoSource: null, favIconSource: null, permissions, systemRoleId: 'r1', systemRoleName: 'Role',
      isAdministrator: false, userType, userTypeName: userType === 'Tenant' ? 'Crm' : userType === 'Platform' ? 'Platform' : 'merchant',
      loginTemplate: null, tenantId: 't1', tenants: [], tenantSupportEmail: null,
      tenant: { id: 't1', name: 'Acme Payments', isDefaultTenant: true }, themeSettings: DEFAULT_THEME_SETTINGS,
      merchantId: null, merchant: null, language: 'en',
    },
    lists: {
      activeCustomers: {}, activeCustomerOptions: [], activeServiceProviders: [], countries: [], paymentMethods: [],
      currencies: [], languages: [], customerSystemMode: 'Test', drawerSize: 600,
    },
  };
}

/** Shows where the router ended up, so redirects can be asserted. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

export function renderGuarded(service: AuthService, guarded: ReactNode, route: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider service={service}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/authentication/*" element={<LocationProbe />} />
            <Route path="*" element={guarded} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}
