// The reference of the page benchmark: a careers page's own server-rendered HTML with every script removed, the
// physical limit of a server-rendered design. A small HTTP proxy in the bench's process forwards every request to the
// real server, so the reference loads the same stylesheets, fonts and images with the same headers; only the answers
// to the reference pages' own paths are changed: their HTML, as the server rendered it for this very request, loses
// every <script> element (module entry, inline scripts, JSON data, JSON-LD) and every link that preloads a script
// (modulepreload, preload as=script), and is compressed again the way the server compresses it (brotli quality 4 or
// gzip, whichever it chose), so it travels as the real page does.
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  request,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  brotliCompressSync,
  brotliDecompressSync,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
  constants as zlibConstants,
} from 'node:zlib';

/** What was taken out of one reference page, for the bench's notes. */
export interface Stripped {
  /** `<script>` elements removed. */
  scripts: number;
  /** modulepreload and preload-as-script links removed. */
  preloads: number;
  htmlBytes: number;
  strippedBytes: number;
}

export interface ScriptFreeProxy {
  origin: string;
  /** What the last answer to each reference path lost. */
  stripped: Map<string, Stripped>;
  close(): Promise<void>;
}

/** Headers that describe one connection, not the message: never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
}

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK = /<link\b[^>]*>/gi;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find(Boolean);

/** The HTML without scripts; throws if a script element is left (an unclosed or unusual tag). */
export function stripScripts(html: string): { html: string; scripts: number; preloads: number } {
  let scripts = 0;
  let preloads = 0;
  const stripped = html
    .replace(SCRIPT_ELEMENT, () => {
      scripts++;
      return '';
    })
    .replace(LINK, (tag) => {
      const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
      const as = (attribute(tag, 'as') ?? '').toLowerCase();
      if (!rel.includes('modulepreload') && !(rel.includes('preload') && as === 'script')) return tag;
      preloads++;
      return '';
    });
  if (/<script\b/i.test(stripped)) throw new Error('a <script> element was left in the reference page');
  return { html: stripped, scripts, preloads };
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (!encoding || encoding === 'identity') return body;
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  throw new Error(`the reference proxy cannot decode content-encoding ${encoding}`);
}

/** Compressed as apps/server/src/plugins/http.ts compresses rendered pages. */
function encode(body: Buffer, encoding: string | undefined): Buffer {
  if (!encoding || encoding === 'identity') return body;
  if (encoding === 'br')
    return brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } });
  if (encoding === 'gzip') return gzipSync(body);
  return deflateSync(body);
}

function readAll(message: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.on('end', () => resolve(Buffer.concat(chunks)));
    message.on('error', reject);
  });
}

/**
 * Starts the proxy on a free port of 127.0.0.1 in front of `upstream` (an origin such as http://127.0.0.1:4000);
 * the answers to `paths` (exact paths, without query) lose their scripts. The browser's Host header is forwarded as
 * a reverse proxy does, so the links the server renders point at the proxy.
 */
export async function startScriptFreeProxy(upstream: string, paths: string[]): Promise<ScriptFreeProxy> {
  const target = new URL(upstream);
  const referencePaths = new Set(paths);
  const stripped = new Map<string, Stripped>();
  const server: Server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    const isReference = incoming.method === 'GET' && referencePaths.has(new URL(path, upstream).pathname);
    const fail = (error: unknown) => {
      console.error(`  (reference proxy: ${incoming.method} ${path} failed: ${String(error)})`);
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    };
    const forwarded = request(
      {
        hostname: target.hostname,
        port: target.port,
        method: incoming.method,
        path,
        headers: forwardable(incoming.headers),
      },
      (answer) => {
        const headers = forwardable(answer.headers);
        const isHtml = String(answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!isReference || answer.statusCode !== 200 || !isHtml) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
          answer.pipe(outgoing);
          return;
        }
        readAll(answer)
          .then((body) => {
            const encoding = answer.headers['content-encoding'];
            const html = decode(body, encoding).toString('utf8');
            const result = stripScripts(html);
            const bytes = encode(Buffer.from(result.html, 'utf8'), encoding);
            stripped.set(new URL(path, upstream).pathname, {
              scripts: result.scripts,
              preloads: result.preloads,
              htmlBytes: Buffer.byteLength(html),
              strippedBytes: Buffer.byteLength(result.html),
            });
            // The validator named the server's bytes, not these.
            delete headers.etag;
            delete headers['last-modified'];
            headers['content-length'] = String(bytes.length);
            outgoing.writeHead(200, headers);
            outgoing.end(bytes);
          })
          .catch(fail);
      },
    );
    forwarded.on('error', fail);
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stripped,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
