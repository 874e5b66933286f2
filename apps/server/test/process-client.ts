/** Real HTTP to one app process, as a browser on its page would call it. */
export interface ProcessClient {
  url: string;
  call(
    method: 'GET' | 'POST',
    path: string,
    options?: { cookie?: string; body?: object },
  ): Promise<{ status: number; body: Record<string, unknown>; setCookie: string[] }>;
}

/** State-changing calls carry the page's Origin (plugins/origin-check.ts), as a browser's do. */
export function processClient(url: string): ProcessClient {
  return {
    url,
    async call(method, path, { cookie, body } = {}) {
      const headers: Record<string, string> = {};
      if (cookie) headers.cookie = cookie;
      if (method !== 'GET') headers.origin = url;
      if (body) headers['content-type'] = 'application/json';
      const res = await fetch(`${url}${path}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      return {
        status: res.status,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
        setCookie: res.headers.getSetCookie(),
      };
    },
  };
}
