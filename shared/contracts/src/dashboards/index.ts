export * from './model';
export * from './paths';
export * from './widget-request';
export * from './templates';
