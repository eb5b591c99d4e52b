import { isApiError } from '@portal/api-client';

/** The server's refusal as a sentence (its `error`), or the failure's message. */
export function refusalOf(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const body = error.body as { error?: string; errors?: Array<{ message?: string }> } | undefined;
  return body?.errors?.map((e) => e.message).filter(Boolean).join(' ') || body?.error || error.message;
}
