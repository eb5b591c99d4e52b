/** JSON schemas of the notifications API (they also feed the OpenAPI document). */
import { errorResponses, pagingQuery } from '../../http/schemas';

export const notificationItem = {
  type: 'object',
  properties: {
    id: { type: 'string' }, title: { type: 'string' }, description: { type: 'string' },
    image: { type: ['string', 'null'] }, icon: { type: ['string', 'null'] }, created: { type: 'string', format: 'date-time' },
    isRead: { type: 'boolean' }, objectUrl: { type: ['string', 'null'] }, notificationType: { type: 'string' },
    useRouter: { type: 'boolean' },
  },
} as const;

const result = { type: 'string', enum: ['success'] } as const;

export const listSchema = {
  querystring: { type: 'object', properties: pagingQuery(100, 10) },
  response: {
    200: { type: 'object', properties: { result, data: { type: 'array', items: notificationItem }, unreadNotificationCount: { type: 'integer' } } },
    ...errorResponses,
  },
} as const;

export const latestSchema = {
  querystring: { type: 'object', required: ['since'], properties: { since: { type: 'string', format: 'date-time' } } },
  response: listSchema.response,
} as const;

export const oneSchema = {
  response: {
    200: { type: 'object', properties: { result, data: notificationItem, unreadNotificationCount: { type: 'integer' } } },
    ...errorResponses,
  },
} as const;

export const resultSchema = {
  response: { 200: { type: 'object', properties: { result, unreadNotificationCount: { type: 'integer' } } }, ...errorResponses },
} as const;

export const testNotifyBody = {
  type: 'object',
  required: ['title', 'notificationType'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 2000 },
    description: { type: 'string', maxLength: 4000 },
    notificationType: { type: 'string', minLength: 1, maxLength: 100 },
    objectUrl: { type: ['string', 'null'], maxLength: 2000 },
    useRouter: { type: 'boolean' },
    report: {
      type: 'object', required: ['fileName', 'content'],
      properties: { fileName: { type: 'string', minLength: 1, maxLength: 200 }, content: { type: 'string', maxLength: 100_000 } },
    },
  },
} as const;
