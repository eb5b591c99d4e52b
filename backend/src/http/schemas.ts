/** JSON schemas shared by the API modules (they also feed the OpenAPI document). */

import { errorBodySchema } from '@portal/contracts';

export const errorResponse = errorBodySchema;

export const errorResponses = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;

export const pagingQuery = (maxPageSize = 1000, defaultPageSize = 10) => ({
  pageIndex: { type: 'integer', minimum: 0, default: 0 },
  pageSize: { type: 'integer', minimum: 1, maximum: maxPageSize, default: defaultPageSize },
}) as const;

export const paged = (item: object) => ({
  type: 'object',
  required: ['count', 'data'],
  properties: { count: { type: 'integer' }, data: { type: 'array', items: item } },
}) as const;

export const lookupItem = {
  type: 'object',
  properties: { id: { type: 'string' }, name: { type: 'string' } },
} as const;

export const uuidParam = { type: 'string', format: 'uuid' } as const;

export interface PageQuery {
  pageIndex: number;
  pageSize: number;
}
