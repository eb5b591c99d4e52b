export * from './model';
export * from './settings';
