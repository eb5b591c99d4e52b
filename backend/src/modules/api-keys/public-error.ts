import { API_KEY_ERRORS } from '@portal/contracts';
import { ApiError } from '../../http/errors';

type Refusal = keyof typeof API_KEY_ERRORS;

/** A public API refusal: the status, a `code` saying which, and its sentence. */
export class PublicApiError extends ApiError {
  constructor(statusCode: number, message: string, readonly code: string) {
    super(statusCode, message);
  }

  override body() {
    return { error: this.message, code: this.code };
  }
}

export function refusal(which: Refusal, values: Record<string, string> = {}): PublicApiError {
  const { status, code, error } = API_KEY_ERRORS[which];
  return new PublicApiError(status, error.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? ''), code);
}
