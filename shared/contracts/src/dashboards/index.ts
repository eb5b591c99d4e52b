export * from './model';
export * from './paths';
export * from './widget-request';
