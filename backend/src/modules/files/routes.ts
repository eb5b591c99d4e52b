import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { badRequest, forbidden } from '../../http/errors';
import { FILE_ENDPOINTS, MAX_UPLOAD_BYTES, PERMISSIONS, UPLOAD_FIELD_NAME, UPLOAD_MESSAGES, type FileDetails } from '@portal/contracts';
import { isUuid } from '../../lib/ids';
import type { Principal } from '../users/repository';
import { actorsByIds, unknownActor } from '../support/actors';
import { deletableFile, mayUseAttachments, readableFile } from './access';
import { checkUpload, sanitiseFileName } from './file-types';
import { deleteFile, fileContent, fileParts, insertFile, type FileMeta } from './repository';
import { findTenant } from '../tenants/repository';

const platformOnly = { userTypes: ['platform' as const], anyPermission: [PERMISSIONS.platformSupportLookup] };

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

async function download(deps: ApiDeps, reply: FastifyReply, file: FileMeta): Promise<Buffer | Readable> {
  // A large file (a transactions archive) is stored in pieces: streamed one piece at a time, never whole in memory.
  const body = file.parts > 0 ? Readable.from(fileParts(deps.db, file.id, file.parts)) : await fileContent(deps.db, file.id);
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

/** Attachments (spec part 1 section 7 "Files"): upload, details, download, delete; platform variants under fs/{tenantId}/file. */
export async function fileRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 } });
  const { db } = deps;

  apiRoute(app, deps, FILE_ENDPOINTS.upload, {
    handler: ({ principal, request }) => receiveUpload(deps, request, principal, principal.user.tenantId),
  });
  apiRoute(app, deps, FILE_ENDPOINTS.details, {
    handler: async ({ principal, params }) => details(deps, await readableFile(db, principal, params.fileId)),
  });
  apiRoute(app, deps, FILE_ENDPOINTS.download, {
    handler: async ({ principal, params, reply }) => download(deps, reply, await readableFile(db, principal, params.fileId)),
  });
  apiRoute(app, deps, FILE_ENDPOINTS.remove, {
    handler: async ({ principal, params }) => deleteFile(db, (await deletableFile(db, principal, params.fileId)).id),
  });

  apiRoute(app, deps, FILE_ENDPOINTS.platformUpload, {
    access: platformOnly,
    handler: async ({ principal, params, request }) => receiveUpload(deps, request, principal, await platformTenant(deps, params.tenantId)),
  });
  apiRoute(app, deps, FILE_ENDPOINTS.platformDetails, {
    access: platformOnly,
    handler: async ({ principal, params }) => details(deps, await readableFile(db, principal, params.fileId, params.tenantId)),
  });
  apiRoute(app, deps, FILE_ENDPOINTS.platformDownload, {
    access: platformOnly,
    handler: async ({ principal, params, reply }) => download(deps, reply, await readableFile(db, principal, params.fileId, params.tenantId)),
  });
  apiRoute(app, deps, FILE_ENDPOINTS.platformRemove, {
    access: platformOnly,
    handler: async ({ principal, params }) => deleteFile(db, (await deletableFile(db, principal, params.fileId, params.tenantId)).id),
  });
}
