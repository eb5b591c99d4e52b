import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { badRequest, forbidden } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { MAX_UPLOAD_BYTES, PERMISSIONS, SUPPORT_PATHS, UPLOAD_FIELD_NAME, UPLOAD_MESSAGES, type FileDetails } from '../../lib/contracts';
import { isUuid } from '../../lib/ids';
import type { Principal } from '../users/repository';
import { actorsByIds, unknownActor } from '../support/actors';
import { deletableFile, mayUseAttachments, readableFile } from './access';
import { checkUpload, sanitiseFileName } from './file-types';
import { deleteFile, fileContent, insertFile, type FileMeta } from './repository';
import { findTenant } from '../tenants/repository';

const tags = ['Files'];
const base = 'unversioned' as const;
const platformOnly = { userTypes: ['platform' as const], anyPermission: [PERMISSIONS.platformSupportLookup] };

const p = (path: string) => path.replace('{tenantId}', ':tenantId').replace('{fileId}', ':fileId');
const PATHS = {
  upload: SUPPORT_PATHS.upload,
  file: p(SUPPORT_PATHS.file('{fileId}')),
  details: p(SUPPORT_PATHS.fileDetails('{fileId}')),
  platformUpload: p(SUPPORT_PATHS.platformUpload('{tenantId}')),
  platformFile: p(SUPPORT_PATHS.platformFile('{tenantId}', '{fileId}')),
  platformDetails: p(SUPPORT_PATHS.platformFileDetails('{tenantId}', '{fileId}')),
};

const fileDetailsSchema = {
  type: 'object',
  properties: {
    fileId: { type: 'string' }, fileName: { type: 'string' }, contentType: { type: 'string' }, size: { type: 'integer' },
    tenantId: { type: ['string', 'null'] }, customerId: { type: ['string', 'null'] }, createdOn: { type: 'string' },
    uploadedBy: { type: 'object', additionalProperties: true },
  },
} as const;

/** Reads the one multipart field `file`, checks size, name, type and content; stores it. */
async function receiveUpload(deps: ApiDeps, request: FastifyRequest, principal: Principal, tenantId: string | null): Promise<{ fileId: string }> {
  mayUseAttachments(principal);
  if (!request.isMultipart()) throw badRequest(`Send the file as multipart/form-data in the field ${UPLOAD_FIELD_NAME}`);
  const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if (!part || part.fieldname !== UPLOAD_FIELD_NAME) throw badRequest(`No file was sent in the form field ${UPLOAD_FIELD_NAME}`);
  const fileName = sanitiseFileName(part.filename ?? '');
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(UPLOAD_MESSAGES.tooBig.replace('{file}', fileName));
    throw err;
  }
  if (content.length > MAX_UPLOAD_BYTES) throw badRequest(UPLOAD_MESSAGES.tooBig.replace('{file}', fileName));
  const checked = await checkUpload(fileName, part.mimetype ?? '', content);
  if ('error' in checked) {
    if (checked.detail) request.log.info({ fileName, declaredType: part.mimetype, reason: checked.detail }, 'upload refused');
    throw badRequest(checked.error);
  }
  const fileId = await insertFile(deps.db, {
    tenantId, merchantId: principal.user.merchantId, uploadedById: principal.user.id, fileName, contentType: checked.contentType, content,
  });
  return { fileId };
}

async function details(deps: ApiDeps, file: FileMeta): Promise<FileDetails> {
  const actors = await actorsByIds(deps.db, [file.uploadedById]);
  return {
    fileId: file.id, fileName: file.fileName, contentType: file.contentType, size: file.size, tenantId: file.tenantId,
    customerId: file.merchantId, uploadedBy: actors.get(file.uploadedById) ?? unknownActor(file.uploadedById), createdOn: file.createdAt.toISOString(),
  };
}

/** Attachment only, never rendered by the browser: sanitised name (ASCII fallback plus RFC 5987 UTF-8 form), nosniff, sandbox CSP. */
export function contentDisposition(fileName: string): string {
  const safe = sanitiseFileName(fileName);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

async function download(deps: ApiDeps, reply: FastifyReply, file: FileMeta): Promise<Buffer> {
  const body = await fileContent(deps.db, file.id);
  void reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store');
  return body;
}

async function platformTenant(deps: ApiDeps, tenantId: string): Promise<string> {
  if (!isUuid(tenantId) || !(await findTenant(deps.db, tenantId))) throw forbidden('Tenant not found');
  return tenantId;
}

type FileParams = { fileId: string };
type PlatformFileParams = { tenantId: string; fileId: string };

/** Attachments (spec part 1 section 7 "Files"): upload, details, download, delete; platform variants under fs/{tenantId}/file. */
export async function fileRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 } });
  const { db } = deps;

  apiRoute(app, deps, {
    method: 'POST', path: PATHS.upload, base, summary: 'Upload a file (multipart field `file`, max 5242880 bytes, section 5 types)', tags,
    schema: { response: { 200: { type: 'object', properties: { fileId: { type: 'string' } } }, ...errorResponses } },
    handler: ({ principal, request }) => receiveUpload(deps, request, principal, principal.user.tenantId),
  });
  apiRoute<FileParams>(app, deps, {
    method: 'GET', path: PATHS.details, base, summary: 'File details', tags,
    schema: { response: { 200: fileDetailsSchema, ...errorResponses } },
    handler: async ({ principal, params }) => details(deps, await readableFile(db, principal, params.fileId)),
  });
  apiRoute<FileParams>(app, deps, {
    method: 'GET', path: PATHS.file, base, summary: 'Download a file (attachment)', tags,
    handler: async ({ principal, params, reply }) => download(deps, reply, await readableFile(db, principal, params.fileId)),
  });
  apiRoute<FileParams>(app, deps, {
    method: 'DELETE', path: PATHS.file, base, summary: 'Delete a file', tags, status: 204,
    handler: async ({ principal, params }) => deleteFile(db, (await deletableFile(db, principal, params.fileId)).id),
  });

  apiRoute<{ tenantId: string }>(app, deps, {
    method: 'POST', path: PATHS.platformUpload, base, summary: 'Upload a file on behalf of a tenant (platform)', tags, access: platformOnly,
    schema: { response: { 200: { type: 'object', properties: { fileId: { type: 'string' } } }, ...errorResponses } },
    handler: async ({ principal, params, request }) => receiveUpload(deps, request, principal, await platformTenant(deps, params.tenantId)),
  });
  apiRoute<PlatformFileParams>(app, deps, {
    method: 'GET', path: PATHS.platformDetails, base, summary: 'File details (platform, one tenant)', tags, access: platformOnly,
    schema: { response: { 200: fileDetailsSchema, ...errorResponses } },
    handler: async ({ principal, params }) => details(deps, await readableFile(db, principal, params.fileId, params.tenantId)),
  });
  apiRoute<PlatformFileParams>(app, deps, {
    method: 'GET', path: PATHS.platformFile, base, summary: 'Download a file (platform, one tenant)', tags, access: platformOnly,
    handler: async ({ principal, params, reply }) => download(deps, reply, await readableFile(db, principal, params.fileId, params.tenantId)),
  });
  apiRoute<PlatformFileParams>(app, deps, {
    method: 'DELETE', path: PATHS.platformFile, base, summary: 'Delete a file (platform, one tenant)', tags, access: platformOnly, status: 204,
    handler: async ({ principal, params }) => deleteFile(db, (await deletableFile(db, principal, params.fileId, params.tenantId)).id),
  });
}
