export * from './define-endpoint';
export * from './common-schemas';
export * from './query-lists';
export * from './closed-body';
