export * from './reference-data';
export * from './reference-lookups';
