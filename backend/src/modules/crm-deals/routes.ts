export { crmDealRoutes } from './deals.routes';
export { createDeal, createOpportunity, moveDeal, updateDeal, type DealBody } from './deal-service';
