/** A tiny cookie-keeping HTTP client that follows redirects by hand, as a browser would. */
interface StoredCookie { value: string; path: string }

export interface Page {
  status: number;
  url: string;
  headers: Headers;
  text: string;
}

export class Browser {
  private readonly jar = new Map<string, StoredCookie>();

  /** `headers` go with every request (e.g. `x-forwarded-for`, a client address behind the portal's proxy). */
  constructor(private readonly headers: Record<string, string> = {}) {}

  /** Drops every cookie but those whose name starts with `prefix` (e.g. signed out, its device cookie kept). */
  keepOnlyCookies(prefix: string): void {
    for (const name of [...this.jar.keys()]) if (!name.startsWith(prefix)) this.jar.delete(name);
  }

  setCookie(name: string, value: string, path: string): void {
    this.jar.set(name, { value, path });
  }

  cookieNames(): string[] {
    return [...this.jar.keys()];
  }

  private cookieHeader(url: URL): string {
    return [...this.jar.entries()]
      .filter(([, c]) => url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) || c.path === '/')
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  private store(url: URL, res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      const attr = (key: string) => attrs.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
      const expired = attr('max-age') === '0' || /1970/.test(attr('expires') ?? '') || value === '';
      if (expired) this.jar.delete(name);
      else this.jar.set(name, { value, path: attr('path') ?? url.pathname.replace(/\/[^/]*$/, '') ?? '/' });
    }
  }

  /** One request, no redirect following. */
  async request(url: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Page> {
    const target = new URL(url);
    const headers: Record<string, string> = { accept: 'text/html', ...this.headers, ...init.headers };
    const cookie = this.cookieHeader(target);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const res = await fetch(target, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    this.store(target, res);
    return { status: res.status, url: target.href, headers: res.headers, text: await res.text() };
  }

  /**
   * Follows redirects within `origin`; stops at the first page that is not a redirect, or at a
   * redirect that leaves the origin or reaches `stopAt` (returned unfollowed).
   */
  async navigate(url: string, init: Parameters<Browser['request']>[1] = {}, stopAt?: (location: URL) => boolean): Promise<Page> {
    let page = await this.request(url, init);
    for (let hops = 0; hops < 20 && page.status >= 300 && page.status < 400; hops++) {
      const location = new URL(page.headers.get('location')!, page.url);
      if (stopAt?.(location) || location.origin !== new URL(url).origin) return page;
      page = await this.request(location.href);
    }
    return page;
  }
}

/** The value of a form field in server-rendered HTML (hidden inputs, e.g. csrf). */
export function inputValue(htmlText: string, name: string): string | undefined {
  const match = new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(htmlText);
  return match?.[1];
}

/** The action of the first form on a page, absolute. */
export function formAction(page: Page): string {
  const match = /<form[^>]*action="([^"]*)"/.exec(page.text);
  if (!match) throw new Error(`no form on ${page.url}`);
  return new URL(match[1]!.replace(/&amp;/g, '&'), page.url).href;
}
