import { createHash } from 'node:crypto';
import { boundedMemo } from '@portal/contracts/bounded-memo';

/** The strong ETag of a body: a hash of the bytes sent. */
export function strongEtag(payload: string | Buffer): string {
  return `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
}

/** The encodings this server sends pre-compressed bytes in, best first. */
export type BodyEncoding = 'br' | 'gzip';

/**
 * The encoding to send a body in for an Accept-Encoding header (RFC 9110 §12.5.3): br if accepted, else gzip, else
 * none; a coding listed with `q=0` is refused, `*` accepts any coding not listed. The one negotiation of the routes
 * that send pre-compressed bytes and of the stale copies kept for them.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): BodyEncoding | undefined {
  if (!acceptEncoding) return undefined;
  return chosen(String(acceptEncoding));
}

// Browsers send a handful of distinct headers: each is read once.
const chosen = boundedMemo((header) => negotiate(header), 256);

function negotiate(acceptEncoding: string): BodyEncoding | undefined {
  const weights = new Map<string, number>();
  for (const item of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...params] = item.split(';').map((part) => part.trim());
    if (!coding) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const accepted = (coding: BodyEncoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  return accepted('br') ? 'br' : accepted('gzip') ? 'gzip' : undefined;
}
