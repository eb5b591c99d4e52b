export * from './card-rules';
export * from './customer-ip';
export * from './model';
