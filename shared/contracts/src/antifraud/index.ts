export * from './conditions';
export * from './model';
export * from './endpoints';
