/** Calls the API with a bearer token; `path` is relative to /svc/merchant (e.g. "api/v1/users/me/context"). */
export function apiClient(origin: string, token?: string, options: { changeHeaders?: () => Promise<Record<string, string>> } = {}) {
  async function call(method: string, path: string, body?: unknown) {
    // A change may carry more headers (a fresh scaCode for each, test/helpers/sca.ts).
    const headers: Record<string, string> = { accept: 'application/json', ...(method !== 'GET' && options.changeHeaders ? await options.changeHeaders() : {}) };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${origin}/svc/merchant/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const json: any = text ? JSON.parse(text) : undefined;
    return { status: res.status, body: json, headers: res.headers };
  }
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body ?? {}),
    put: (path: string, body?: unknown) => call('PUT', path, body),
    delete: (path: string) => call('DELETE', path),
  };
}

export const v1 = (path: string) => `api/v1/${path}`;
export const crm = (path: string) => `api/v1/crm/${path}`;
