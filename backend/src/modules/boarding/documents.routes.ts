import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BOARDING_ENDPOINTS as E, BOARDING_LIMITS, BOARDING_MESSAGES as M, type BoardingFileType } from '@portal/contracts';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { boardingDocuments } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { isUuid, newId } from '../../lib/ids';
import { contentDisposition } from '../files/routes';
import { checkUpload, extensionOf, sanitiseFileName } from '../files/file-types';
import { fileContent, insertFile } from '../files/repository';
import type { Principal } from '../users/repository';
import { documentsAccess, downloadAccess, fullName, ownMerchantId, reachMerchant } from './boarding-access';
import { loadRequirements, totalBytes, type Requirement } from './requirements';

const KIND_OF_EXTENSION: Record<string, BoardingFileType> = { pdf: 'pdf', png: 'png', jpg: 'jpg', jpeg: 'jpg' };
const named = (template: string, file: string) => template.replace('{file}', file);

/** The one multipart file (field `file`), cut at the spec's document size: a longer one is refused, never stored. */
async function readFile(request: FastifyRequest, limit: number): Promise<{ fileName: string; mimetype: string; content: Buffer }> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in the field file');
  const part = await request.file({ limits: { fileSize: BOARDING_LIMITS.documentSizeBytes, files: 1 } });
  if (!part || part.fieldname !== 'file') throw badRequest('No file was sent in the form field file');
  const fileName = sanitiseFileName(part.filename ?? '');
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(named(M.tooBig, fileName));
    throw err;
  }
  if (part.file.truncated || content.length > limit) throw badRequest(named(M.tooBig, fileName));
  return { fileName, mimetype: part.mimetype ?? '', content };
}

/**
 * Checks an upload against its requirement: the size (the type's, at most 5242880 bytes), the content by its magic
 * bytes (a .pdf that is a PNG, or anything else, is refused), the kind the type accepts, and the merchant's total.
 */
export async function checkDocument(requirement: Requirement, all: Requirement[], file: { fileName: string; mimetype: string; content: Buffer }) {
  const checked = await checkUpload(file.fileName, file.mimetype, file.content);
  const kind = KIND_OF_EXTENSION[extensionOf(file.fileName)];
  if ('error' in checked || !kind || !requirement.acceptedFileTypes.includes(kind)) throw badRequest(named(M.wrongKind, file.fileName));
  const others = totalBytes(all) - (requirement.document?.size ?? 0);
  if (others + file.content.length > BOARDING_LIMITS.maxFileSizeBytes) throw badRequest(M.totalTooBig);
  return checked.contentType;
}

async function upload(deps: ApiDeps, principal: Principal, request: FastifyRequest, documentTypeId: string, director: number | undefined) {
  const merchantId = ownMerchantId(principal);
  const before = await loadRequirements(deps.db, merchantId);
  const requirement = before.requirements.find((r) => r.documentTypeId === documentTypeId && (r.director ?? 0) === (director ?? 0));
  if (!requirement) throw notFound(M.unknownDocumentType);
  if (requirement.state === 'Accepted') throw new ApiError(409, M.documentSettled);
  const file = await readFile(request, requirement.maxBytes);
  const contentType = await checkDocument(requirement, before.requirements, file);
  const fileId = await insertFile(deps.db, {
    tenantId: principal.user.tenantId, merchantId, uploadedById: principal.user.id, fileName: file.fileName, contentType, content: file.content,
  });
  await deps.db.insert(boardingDocuments).values({
    id: newId(), tenantId: principal.user.tenantId!, merchantId, documentTypeId, slot: requirement.director ?? 0, fileId,
    fileName: file.fileName, contentType, size: file.content.length, uploadedBy: principal.user.id, uploadedByName: fullName(principal),
  });
  return loadRequirements(deps.db, merchantId);
}

/** The merchant's documents (ADR 0098): its requirements, its uploads, and a document's file for both sides. */
export function documentRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  apiRoute(app, deps, E.requirements, { access: documentsAccess, handler: ({ principal }) => loadRequirements(db, ownMerchantId(principal)) });
  apiRoute(app, deps, E.upload, {
    access: documentsAccess,
    handler: ({ principal, request, params, query }) => upload(deps, principal, request, params.documentTypeId, query.director),
  });
  apiRoute(app, deps, E.download, {
    access: downloadAccess,
    handler: async ({ principal, params, reply }) => {
      const [doc] = isUuid(params.id) ? await db.select().from(boardingDocuments).where(eq(boardingDocuments.id, params.id)) : [];
      if (!doc) throw notFound('Document: not found');
      await reachMerchant(db, principal, doc.merchantId).catch(() => { throw notFound('Document: not found'); });
      void reply.header('content-type', doc.contentType).header('content-disposition', contentDisposition(doc.fileName))
        .header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'; sandbox").header('cache-control', 'private, no-store');
      return fileContent(db, doc.fileId);
    },
  });
}
