export * from './user-context';
export * from './storage-keys';
export * from './api-paths';
export * from './client-configuration';
export * from './permissions';
export * from './remote-module';
export * from './route-catalog';
export * from './route-objects';
