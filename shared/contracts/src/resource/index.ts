export * from './filters';
export * from './define-resource';
export * from './fake-list';
