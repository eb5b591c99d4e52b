/** Every endpoint declaration, per domain (ADR 0014). */
export * from './lookups';
export * from './users';
