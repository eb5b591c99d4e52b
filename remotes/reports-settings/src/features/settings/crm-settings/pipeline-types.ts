import type { PIPELINES, ResourceRowOf } from '@portal/contracts';

export type Pipeline = ResourceRowOf<typeof PIPELINES>;
export type Stage = Pipeline['stages'][number];
