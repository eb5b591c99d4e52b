import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { pathParams } from '../endpoint/common-schemas';
import { ticketActorSchema } from './support';
import { MAX_UPLOAD_BYTES, SUPPORT_PATHS, UPLOAD_FIELD_NAME, type FileDetails } from '../support';

const tags = ['Files'] as const;

export const fileDetailsSchema = typed<FileDetails>()({
  type: 'object',
  required: ['fileId', 'fileName', 'contentType', 'size', 'tenantId', 'customerId', 'createdOn', 'uploadedBy'],
  properties: {
    fileId: { type: 'string' }, fileName: { type: 'string' }, contentType: { type: 'string' }, size: { type: 'integer' },
    tenantId: { type: ['string', 'null'] }, customerId: { type: ['string', 'null'] }, createdOn: { type: 'string' },
    uploadedBy: ticketActorSchema,
  },
});

/** The upload is multipart/form-data, read by the handler as a stream: the JSON body is empty. */
const uploadBody = {
  type: 'object',
  description: `multipart/form-data with one file in the field ${UPLOAD_FIELD_NAME} (at most ${MAX_UPLOAD_BYTES} bytes)`,
  properties: { [UPLOAD_FIELD_NAME]: { type: 'string', format: 'binary' } },
} as const;
const uploaded = { type: 'object', required: ['fileId'], properties: { fileId: { type: 'string' } } } as const;
const binary = { type: 'string', format: 'binary' } as const;
const fileParams = pathParams('fileId');
const platformParams = pathParams('tenantId', 'fileId');

/** Attachments (spec part 1 section 7 "Files"): upload, details, download, delete; platform variants under fs/{tenantId}/file. */
export const FILE_ENDPOINTS = {
  upload: defineEndpoint({
    method: 'POST', path: SUPPORT_PATHS.upload, base: 'unversioned', summary: 'Upload a file (multipart field `file`, max 5242880 bytes, section 5 types)', tags,
    body: uploadBody, optionalBody: true, responses: { 200: uploaded },
  }),
  details: defineEndpoint({
    method: 'GET', path: SUPPORT_PATHS.fileDetails(':fileId'), base: 'unversioned', summary: 'File details', tags,
    params: fileParams, responses: { 200: fileDetailsSchema },
  }),
  download: defineEndpoint({
    method: 'GET', path: SUPPORT_PATHS.file(':fileId'), base: 'unversioned', summary: 'Download a file (attachment)', tags,
    params: fileParams, responseType: 'blob', responses: { 200: binary },
  }),
  remove: defineEndpoint({
    method: 'DELETE', path: SUPPORT_PATHS.file(':fileId'), base: 'unversioned', summary: 'Delete a file', tags,
    params: fileParams, responses: { 204: null },
  }),
  platformUpload: defineEndpoint({
    method: 'POST', path: SUPPORT_PATHS.platformUpload(':tenantId'), base: 'unversioned', summary: 'Upload a file on behalf of a tenant (platform)', tags,
    params: pathParams('tenantId'), body: uploadBody, optionalBody: true, responses: { 200: uploaded },
  }),
  platformDetails: defineEndpoint({
    method: 'GET', path: SUPPORT_PATHS.platformFileDetails(':tenantId', ':fileId'), base: 'unversioned', summary: 'File details (platform, one tenant)', tags,
    params: platformParams, responses: { 200: fileDetailsSchema },
  }),
  platformDownload: defineEndpoint({
    method: 'GET', path: SUPPORT_PATHS.platformFile(':tenantId', ':fileId'), base: 'unversioned', summary: 'Download a file (platform, one tenant)', tags,
    params: platformParams, responseType: 'blob', responses: { 200: binary },
  }),
  platformRemove: defineEndpoint({
    method: 'DELETE', path: SUPPORT_PATHS.platformFile(':tenantId', ':fileId'), base: 'unversioned', summary: 'Delete a file (platform, one tenant)', tags,
    params: platformParams, responses: { 204: null },
  }),
} as const;
