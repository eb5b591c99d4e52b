import { callApi, uploadWithProgress } from '@portal/api-client';
import { BOARDING_ENDPOINTS as E, fillPath, type PrecheckForm, type ResultOf } from '@portal/contracts';

export type PrecheckRow = ResultOf<typeof E.precheckForm>;
export type Requirements = ResultOf<typeof E.requirements>;
export type Requirement = Requirements['requirements'][number];
export type BoardingReview = ResultOf<typeof E.review>;

export const BOARDING_KEYS = {
  precheck: ['boarding', 'precheck-form'] as const,
  requirements: ['boarding', 'requirements'] as const,
  review: (merchantId: string) => ['boarding', 'review', merchantId] as const,
};

export const readPrecheck = (signal?: AbortSignal) => callApi(E.precheckForm, { signal });
export const saveDraft = (form: PrecheckForm) => callApi(E.saveDraft, { body: form as never, silent: true });
export const submitPrecheck = () => callApi(E.submit, { body: {}, silent: true });
export const readRequirements = (signal?: AbortSignal) => callApi(E.requirements, { signal });
export const readReview = (merchantId: string, signal?: AbortSignal) => callApi(E.review, { params: { merchantId }, signal });
export const downloadDocument = (id: string) => callApi(E.download, { params: { id } });
export const reviewForm = (merchantId: string, decision: 'Accepted' | 'Rejected', rejectReason?: string) =>
  callApi(E.reviewForm, { params: { merchantId }, body: { decision, ...(rejectReason ? { rejectReason } : {}) }, silent: true });
export const reviewDocument = (id: string, decision: 'Accepted' | 'Rejected', rejectReason?: string) =>
  callApi(E.reviewDocument, { params: { id }, body: { decision, ...(rejectReason ? { rejectReason } : {}) }, silent: true });

/** Uploads one document for a requirement (multipart field `file`, with its progress); answers the requirements after it. */
export function uploadDocument(requirement: Requirement, file: File, onProgress: (percent: number) => void): Promise<Requirements> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress<Requirements>(fillPath(E.upload.path, { documentTypeId: requirement.documentTypeId }), form, {
    silent: true, query: requirement.director === null ? undefined : { director: requirement.director }, onProgress: (p) => onProgress(p.percent),
  });
}
