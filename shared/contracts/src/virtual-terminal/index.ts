export * from './card-rules';
export * from './model';
