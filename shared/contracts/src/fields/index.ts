export * from './field-definition';
