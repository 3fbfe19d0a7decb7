import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { expect } from 'vitest';

/**
 * The OpenAPI document is the server (decision 0067): every answer a test receives from a documented operation is
 * checked against `app.swagger()` — its status is documented for the operation, its content type is one the
 * operation documents for that status (none for a status documented without a body), and a JSON body validates
 * against the documented schema. Mismatches are collected here and fail the test that received them (`setup.ts`).
 */

interface Mismatch {
  test: string;
  what: string;
}

const mismatches: Mismatch[] = [];

/** The mismatches seen since the last call (and forgets them). */
export function takeResponseMismatches(): Mismatch[] {
  return mismatches.splice(0);
}

type Schema = Record<string, unknown>;
interface MediaType {
  schema?: Schema;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses?: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const DOCUMENT_ID = 'openapi.json';

/** OpenAPI 3.0 schema → JSON Schema draft-07 for Ajv: refs into the document, boolean exclusive bounds as numbers. */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  const schema = value as Schema;
  for (const [key, item] of Object.entries(schema)) {
    if (key === '$ref' && typeof item === 'string' && item.startsWith('#/'))
      out[key] = `${DOCUMENT_ID}${item}`;
    else if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof item === 'boolean') {
      const bound = key === 'exclusiveMinimum' ? 'minimum' : 'maximum';
      if (item && typeof schema[bound] === 'number') out[key] = schema[bound];
    } else out[key] = toJsonSchema(item);
  }
  if (typeof out.exclusiveMinimum === 'number') delete out.minimum;
  if (typeof out.exclusiveMaximum === 'number') delete out.maximum;
  return out;
}

/** Statuses that never carry a body (RFC 9110 §15.3.5, §15.4.5). */
const NO_BODY = new Set([204, 304]);

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/** `/api/x/:id` (Fastify) → `/api/x/{id}` (OpenAPI). */
const documentPath = (routeUrl: string) => routeUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function decoded(payload: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(payload);
  if (encoding === 'gzip') return gunzipSync(payload);
  if (encoding === 'deflate') return inflateSync(payload);
  return payload;
}

/** Checks every answer `app` sends (add before `app.ready()`); what does not match its document is collected. */
export function validateResponses(app: FastifyInstance): void {
  let document: OpenApiDocument | undefined;
  let ajv: Ajv | undefined;
  const validators = new Map<string, ValidateFunction>();

  const validatorFor = (key: string, schema: Schema): ValidateFunction => {
    let validate = validators.get(key);
    if (!validate) {
      if (!ajv) {
        // OpenAPI 3.0 keywords Ajv does not know (example, xml, ...) are annotations: not strict.
        ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
        (addFormatsModule as unknown as (instance: Ajv) => void)(ajv);
        ajv.addSchema(toJsonSchema({ components: document?.components ?? {} }) as Schema, DOCUMENT_ID);
      }
      validate = ajv.compile(toJsonSchema(schema) as Schema);
      validators.set(key, validate);
    }
    return validate;
  };

  const check = (request: FastifyRequest, reply: FastifyReply, payload: unknown): string | undefined => {
    const routeUrl = request.routeOptions.url;
    // Not routed (Fastify's own 404, a refusal before routing), or not part of the API (the document's own pages).
    if (!routeUrl || (request.routeOptions.schema as { hide?: boolean } | undefined)?.hide) return;
    document ??= app.swagger() as OpenApiDocument;
    const method = request.method === 'HEAD' ? 'get' : request.method.toLowerCase();
    const path = documentPath(routeUrl);
    const operation = document.paths?.[path]?.[method];
    const where = `${request.method} ${request.url} → ${reply.statusCode}`;
    if (!operation)
      return routeUrl.startsWith('/api/') ? `${where}: the operation is not documented` : undefined;
    const status = String(reply.statusCode);
    const responses = operation.responses ?? {};
    const documented = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    if (!documented)
      return `${where}: status ${status} is not documented for ${method.toUpperCase()} ${path}`;
    const mediaType = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    const bytes =
      typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
    const content = documented.content;
    // Node sends no body with these, whatever the route gave: the document must not promise one.
    if (NO_BODY.has(reply.statusCode)) {
      if (content && Object.keys(content).length > 0)
        return `${where}: the document gives a ${status} a body`;
      return;
    }
    if (!content || Object.keys(content).length === 0) {
      if (bytes && bytes.length > 0) return `${where}: a body (${mediaType}) where the document has none`;
      return;
    }
    if (request.method === 'HEAD') return;
    const media = content[mediaType];
    if (!media)
      return `${where}: content type '${mediaType}', documented: ${Object.keys(content).join(', ')}`;
    if (!bytes || !media.schema || !isJson(mediaType)) return; // a stream or a file: the type is what is known
    let body: unknown;
    try {
      body = JSON.parse(decoded(bytes, reply.getHeader('content-encoding') as string | undefined).toString());
    } catch {
      return `${where}: the body is not JSON`;
    }
    const validate = validatorFor(`${method} ${path} ${status} ${mediaType}`, media.schema);
    if (validate(body)) return;
    const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}`);
    return `${where}: the body does not match the document: ${errors.slice(0, 5).join('; ')}`;
  };

  // After every other global onSend hook (public caching may turn a 200 into a 304), before per-route compression.
  app.addHook('onSend', async (request, reply, payload) => {
    const what = check(request, reply, payload);
    if (what) mismatches.push({ test: expect.getState().currentTestName ?? '(outside a test)', what });
    return payload;
  });
}
