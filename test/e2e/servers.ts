/**
 * Static HTTP servers for the end-to-end tests (sirv on Node's http): the library origin
 * (`dist/lib`, with CORS, as a CDN would serve it) and the page origin (a host page and
 * the built demo app). The two use different host names, so they are different origins.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

/** A running server and its base URL (ends with a slash). */
export interface Running {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `dir` on `host` at a free port. `cors` adds `Access-Control-Allow-Origin: *`
 * (a module script from another origin needs it). `extra` answers before the files
 * (e.g. a generated page); return true when it handled the request. `headers` go on
 * every response (e.g. a Content Security Policy).
 */
export async function serve(
  dir: string, host: string, options: { cors?: boolean; extra?: (path: string) => string | null; headers?: Record<string, string> } = {},
): Promise<Running> {
  const files = sirv(dir, { dev: true, etag: false });
  const server: Server = createServer((req, res) => {
    if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
    for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
    const page = options.extra?.(new URL(req.url ?? '/', 'http://x').pathname) ?? null;
    if (page !== null) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      return;
    }
    files(req, res, () => {
      res.writeHead(404).end('not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
