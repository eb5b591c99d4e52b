export * from './apm';
export * from './bdt';
export * from './terminals';
export * from './bank-orders';
