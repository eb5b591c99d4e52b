/** Every endpoint declaration, per domain (ADR 0014). */
export * from './lookups';
export * from './users';
export * from './tenants';
export * from './merchants';
export * from './shell';
export * from './notifications';
export * from './files';
export * from './support';
export * from './support-labels';
export * from './transactions';
export * from './saved-filters';
export * from './transaction-detail';
export * from './transaction-actions';
export * from './dashboards';
export * from './transaction-tools';
