import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { pagingQueryProperties, readerLanguageHeader } from '../endpoint/common-schemas';
import { NOTIFICATION_PATHS, type NotificationItemResponse, type NotificationListResponse, type NotificationResult } from '../notifications';

const tags = ['Notifications'] as const;
const BASE = NOTIFICATION_PATHS.list;

export const notificationItemSchema = {
  type: 'object',
  required: ['id', 'title', 'description', 'image', 'icon', 'created', 'isRead', 'objectUrl', 'notificationType', 'useRouter'],
  properties: {
    id: { type: 'string' }, title: { type: 'string' }, description: { type: 'string' },
    image: { type: ['string', 'null'] }, icon: { type: ['string', 'null'] }, created: { type: 'string', format: 'date-time' },
    isRead: { type: 'boolean' }, objectUrl: { type: ['string', 'null'] }, notificationType: { type: 'string' },
    useRouter: { type: 'boolean' },
  },
} as const;

const result = { type: 'string', enum: ['success'] } as const;
const listResponse = typed<NotificationListResponse>()({
  type: 'object', required: ['result', 'data', 'unreadNotificationCount'],
  properties: { result, data: { type: 'array', items: notificationItemSchema }, unreadNotificationCount: { type: 'integer' } },
});
const countResponse = typed<NotificationResult & { unreadNotificationCount: number }>()({
  type: 'object', required: ['result', 'unreadNotificationCount'], properties: { result, unreadNotificationCount: { type: 'integer' } },
});
/** The server renders titles and texts in the reader's language (ADR 0042): the portal sends its own. */
const languageHeader = readerLanguageHeader;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

/** In-app notifications of the caller (spec part 1 section 7 "Notifications"). */
export const NOTIFICATION_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET', path: BASE, base: 'merchant', summary: 'A page of my notifications, newest first, with the unread count', tags,
    query: { type: 'object', properties: pagingQueryProperties(100, 10) }, headers: languageHeader,
    responses: { 200: listResponse },
  }),
  latest: defineEndpoint({
    method: 'GET', path: NOTIFICATION_PATHS.latest, base: 'merchant', tags,
    summary: 'My notifications created after `since` (the created time of the newest one the client holds), newest first',
    query: { type: 'object', required: ['since'], properties: { since: { type: 'string', format: 'date-time' } } }, headers: languageHeader,
    responses: { 200: listResponse },
  }),
  one: defineEndpoint({
    method: 'GET', path: NOTIFICATION_PATHS.one(':id'), base: 'merchant', summary: 'One of my notifications', tags, params: idParams, headers: languageHeader,
    responses: { 200: typed<NotificationItemResponse>()({ type: 'object', required: ['result', 'data', 'unreadNotificationCount'], properties: { result, data: notificationItemSchema, unreadNotificationCount: { type: 'integer' } } }) },
  }),
  markAllRead: defineEndpoint({
    method: 'POST', path: NOTIFICATION_PATHS.markAllRead, base: 'merchant', summary: 'Mark all my notifications read', tags,
    body: { type: 'object', description: 'Empty: nothing is read from it' }, optionalBody: true,
    responses: { 200: countResponse },
  }),
  markRead: defineEndpoint({
    method: 'PUT', path: NOTIFICATION_PATHS.markRead(':id'), base: 'merchant', summary: 'Mark one of my notifications read', tags, params: idParams,
    body: { type: 'object', description: 'Empty: nothing is read from it' }, optionalBody: true,
    responses: { 200: countResponse },
  }),
  removeAll: defineEndpoint({
    method: 'DELETE', path: BASE, base: 'merchant', summary: 'Delete all my notifications', tags,
    responses: { 200: countResponse },
  }),
  remove: defineEndpoint({
    method: 'DELETE', path: NOTIFICATION_PATHS.one(':id'), base: 'merchant', summary: 'Delete one of my notifications', tags, params: idParams,
    responses: { 200: countResponse },
  }),
  reportDownload: defineEndpoint({
    method: 'GET', path: NOTIFICATION_PATHS.reportDownload(':id'), base: 'merchant', summary: 'Download a generated report (its owner only)', tags,
    params: idParams, responseType: 'blob',
    responses: { 200: { type: 'string', format: 'binary' } },
  }),
  /** Test only (NODE_ENV=test or NOTIFICATIONS_TEST_ROUTES=1): not in the OpenAPI document. */
  testNotify: defineEndpoint({
    method: 'POST', path: `${BASE}/test-only/notify`, base: 'merchant', summary: 'Test only: create a notification (or a generated report) for the caller', tags, hidden: true,
    body: {
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
          properties: { fileName: { type: 'string', minLength: 1, maxLength: 200 }, content: { type: 'string', maxLength: 100_000, contentMediaType: 'text/csv' } },
        },
      },
    },
    responses: { 201: { type: 'object', properties: { result } } },
  }),
} as const;
