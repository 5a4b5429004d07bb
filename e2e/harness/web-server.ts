import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { webDistDir } from './repo-paths';

export type WebServer = { url: string; stop(): Promise<void> };

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built web app on a free port with the SPA fallback of the real server. It stands in
 * for the marketplace server until the browser tests run against the whole product.
 */
export async function startWebServer(options: { distDir?: string } = {}): Promise<WebServer> {
  const distDir = options.distDir ?? webDistDir;
  const server = createServer((request, response) => {
    handle(distDir, request, response).catch((error: unknown) => {
      console.error('test web server failed on', request.url, error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function handle(distDir: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if (pathname === '/v1' || pathname.startsWith('/v1/')) {
    // No API behind this server: answer like the API does for a route it does not know.
    return sendJson(response, 404, { code: 404, error: 'not_found', message: 'Not found' });
  }
  const file = await findFile(distDir, pathname);
  if (file) return sendFile(response, file);
  // SPA fallback: client routes get the app, missing assets get a real 404.
  if (request.method === 'GET' && extname(pathname) === '') return sendFile(response, join(distDir, 'index.html'));
  response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
}

async function findFile(distDir: string, pathname: string): Promise<string | undefined> {
  const candidate = normalize(join(distDir, safeDecode(pathname)));
  // Never serve anything outside dist/, whatever `..` or encoded slashes the URL holds.
  if (!candidate.startsWith(distDir.endsWith(sep) ? distDir : distDir + sep)) return undefined;
  try {
    return (await stat(candidate)).isFile() ? candidate : undefined;
  } catch (error) {
    if (isMissingFile(error)) return undefined;
    throw error;
  }
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function isMissingFile(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

function sendFile(response: ServerResponse, file: string): void {
  response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}
