export * from './model';
export * from './endpoints';
