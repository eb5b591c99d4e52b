/** Calls the unversioned API (/svc/core/<path>) with a bearer token; answers status, parsed JSON or text, headers. */
export function coreClient(origin: string, token: string) {
  async function call(method: string, path: string, init: { json?: unknown; form?: FormData; language?: string } = {}) {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (init.language) headers['accept-language'] = init.language;
    let body: RequestInit['body'];
    if (init.form) body = init.form;
    else if (init.json !== undefined) { headers['content-type'] = 'application/json'; body = JSON.stringify(init.json); }
    const res = await fetch(`${origin}/svc/core/${path}`, { method, headers, body });
    const buf = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get('content-type') ?? '';
    const text = buf.toString('utf8');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const json: any = type.includes('json') && text ? JSON.parse(text) : undefined;
    return { status: res.status, body: json, text, buf, headers: res.headers };
  }
  return {
    /** `language`: the portal's language the call names (Accept-Language). */
    get: (path: string, language?: string) => call('GET', path, { language }),
    post: (path: string, json?: unknown) => call('POST', path, { json: json ?? {} }),
    put: (path: string, json?: unknown) => call('PUT', path, { json }),
    delete: (path: string) => call('DELETE', path),
    upload: (path: string, name: string, content: Buffer | string, type = 'application/octet-stream', field = 'file') => {
      const form = new FormData();
      form.append(field, new Blob([content], { type }), name);
      return call('POST', path, { form });
    },
  };
}
export type CoreClient = ReturnType<typeof coreClient>;
