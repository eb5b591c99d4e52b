export * from './define-endpoint';
export * from './common-schemas';
