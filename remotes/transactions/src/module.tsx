import { catalogRouteObjects, type RemoteModule } from '@portal/contracts';
import { PlaceholderPage } from '@portal/ui';
import { TransactionLookupPage } from './features/lookup/TransactionLookupPage';
import { LOOKUP_ROUTES } from './features/lookup/lookup-pages';
import { PAYMENT_ROUTES } from './features/payments/payment-routes';
import { TOOL_ROUTES } from './features/tools/tool-routes';
import { resources } from './i18n';
import { ISSUE13A_ROUTES } from './features/issue13a-routes';

/** The one exposed module (./module): this remote's routes from the route catalogue, and its texts. */
const remoteModule: RemoteModule = {
  name: 'transactions',
  routes: catalogRouteObjects('transactions', (row) => {
    const lookup = LOOKUP_ROUTES[row.path];
    // key: the six lookup routes share one component; a new route starts with a fresh page state.
    if (lookup) return <TransactionLookupPage key={row.path} kind={lookup.kind} columnChoice={lookup.columnChoice} title={row.title} />;
    const Page = ISSUE13A_ROUTES[row.path];
    if (Page) return <Page key={row.path} title={row.title} />;
    const payments = PAYMENT_ROUTES[row.path];
    if (payments) return payments(row.title);
    const tool = TOOL_ROUTES[row.path];
    if (tool) return tool(row);
    return <PlaceholderPage title={row.title} path={row.path} filledBy={row.filledBy} />;
  }),
  i18n: resources,
};

export default remoteModule;
