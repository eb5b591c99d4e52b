import { errorMessageFor } from './error-message';

/** A failed API call: the HTTP status (0 when the network failed), the parsed body and the spec message. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly url?: string;

  constructor(status: number, body: unknown, message: string = errorMessageFor(status, body), url?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.url = url;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
