import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { authCookieNames } from '@portal/contracts/auth';
import { problemSchema } from '@portal/contracts/problem';
import { ERROR_CODE_STATUS, type ErrorCode, PROBLEM_CONTENT_TYPE } from '@portal/contracts/problem-codes';
import { statusChangedProblemSchema } from '@portal/contracts/recruiting';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAuth } from './authentication';

/**
 * The OpenAPI document (decision 0045). Each operation gets, from its route options alone: an operationId, its
 * security (from `config.auth`, which the authentication plugin also enforces), and a problem+json answer for every
 * 4xx it can give (400 always; 401/403 when signed in, 401 and on a state change 403 when optional; 404 with path
 * parameters; 413/415 with a body or a method that has one; 429 when rate limited; 503 unless `config.noDatabase`;
 * and the statuses of `config.problems`). A route without `summary` or
 * `config.auth` makes building the document throw, so the OpenAPI test fails on it.
 *
 * The document says what the server sends (decision 0067; the API tests check every answer against it): a 204,
 * a 304 or a redirect has no body; every 4xx/5xx is `application/problem+json`, also when the route declares its
 * own body for it (a problem with extension members: `schema.response[409] = problemSchema.extend({...})`); a
 * route that sends a file declares `schema.produces` and gets a binary 200 in those types; a `publicCache` route
 * answers 304 to a matching If-None-Match.
 */

const SECURITY = {
  bearer: 'bearerAuth',
  cookie: 'cookieAuth',
} as const;

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid request or input (validation_failed, bad_request)',
  401: 'Not signed in, or the session ended',
  403: 'Signed in as the wrong kind of user, or a cookie request without X-Requested-With',
  404: 'Not found',
  409: 'Conflicts with the current data (a domain code says which rule)',
  413: 'Body too large',
  414: 'URL too long',
  415: 'Unsupported content type',
  429: 'Too many requests; Retry-After says when to try again',
  503: 'Service unavailable: the database does not answer, or the server is busy; Retry-After says when to try again',
};

/**
 * Problems whose body has extension members of their own, documented as a component each (its name here); an
 * operation that can answer the code documents its status with either body.
 */
const PROBLEM_EXTENSIONS: Partial<Record<ErrorCode, { name: string; schema: z.ZodType }>> = {
  status_changed: { name: 'StatusChangedProblem', schema: statusChangedProblemSchema },
};

/** What a status without a body means (the answer has no content: decision 0067). */
const NO_BODY_TEXT: Record<number, string> = {
  204: 'Done; no body',
  301: 'Moved permanently to Location',
  302: 'Redirects to Location',
  303: 'See Location',
  304: 'Not modified: the copy named by If-None-Match is current (no body)',
  307: 'Redirects to Location',
  308: 'Redirects to Location',
};

type Responses = Record<string, Record<string, unknown>>;

/** The description of a problem answer, naming the domain codes the route declares for that status. */
function problemDescription(status: number, codes: readonly ErrorCode[], own?: unknown): string {
  const domain = codes.filter((code) => ERROR_CODE_STATUS[code] === status && !(code in GENERIC_CODES));
  const base = typeof own === 'string' && own ? own : (STATUS_TEXT[status] ?? 'Error');
  return domain.length ? `${base}; codes: ${domain.map((c) => `\`${c}\``).join(', ')}` : base;
}

/** Codes whose status already says everything: not listed in a description. */
const GENERIC_CODES: Partial<Record<ErrorCode, true>> = {
  validation_failed: true,
  bad_request: true,
  unauthorized: true,
  forbidden: true,
  not_found: true,
  payload_too_large: true,
  unsupported_media_type: true,
  rate_limited: true,
  service_unavailable: true,
  account_busy: true,
};

const problemResponse = (status: number, codes: readonly ErrorCode[]) => {
  const extended = codes
    .filter((code) => ERROR_CODE_STATUS[code] === status)
    .map((code) => PROBLEM_EXTENSIONS[code]?.name)
    .filter((name): name is string => name !== undefined)
    .map((name) => ({ $ref: `#/components/schemas/${name}` }));
  const problem = { $ref: '#/components/schemas/ProblemDetails' };
  return {
    description: problemDescription(status, codes),
    content: {
      [PROBLEM_CONTENT_TYPE]: { schema: extended.length ? { oneOf: [problem, ...extended] } : problem },
    },
  };
};

/**
 * The answers a route declares, as the server sends them: no content for a status without a body, and
 * problem+json for an error the route describes itself (its body schema, e.g. a problem with extension members).
 */
function declaredResponses(declared: Responses, codes: readonly ErrorCode[]): Responses {
  const responses: Responses = {};
  for (const [key, schema] of Object.entries(declared)) {
    const status = Number(key);
    if (NO_BODY_TEXT[status]) {
      const { headers } = schema as { headers?: unknown };
      responses[key] = { type: 'null', description: NO_BODY_TEXT[status], ...(headers ? { headers } : {}) };
    } else if (status >= 400 && !('content' in schema)) {
      const { description, ...body } = schema;
      responses[key] = {
        description: problemDescription(status, codes, description),
        content: { [PROBLEM_CONTENT_TYPE]: { schema: body } },
      };
    } else responses[key] = schema;
  }
  return responses;
}

function operationId(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/**
 * OpenAPI 3.0.3 §4.7.25: `nullable` adds null to the type but not to an `enum`, so a nullable enum must list null
 * itself or a validator refuses the null the server sends (zod's OpenAPI 3.0 output leaves it out).
 */
function nullableEnumsAllowNull(node: unknown): void {
  if (Array.isArray(node)) for (const item of node) nullableEnumsAllowNull(item);
  if (!node || typeof node !== 'object') return;
  const schema = node as { nullable?: unknown; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null];
  for (const value of Object.values(node)) nullableEnumsAllowNull(value);
}

export function openApiOptions(envName: string): FastifyDynamicSwaggerOptions {
  return {
    transformObject: (documentObject) => {
      const document =
        'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      nullableEnumsAllowNull(document);
      return document;
    },
    openapi: {
      info: {
        title: 'Careers portal API',
        version: '1.0.0',
        description: 'Trabalhe conosco and intranet shell',
        license: { name: 'Proprietary', url: 'https://example.com/license' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          [SECURITY.bearer]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          [SECURITY.cookie]: {
            type: 'apiKey',
            in: 'cookie',
            name: authCookieNames(envName).access,
            description: 'The HttpOnly access cookie; state changes also need X-Requested-With: fetch',
          },
        },
        schemas: {
          ProblemDetails: z.toJSONSchema(problemSchema, { target: 'openapi-3.0' }) as Record<string, unknown>,
          ...Object.fromEntries(
            Object.values(PROBLEM_EXTENSIONS).map(({ name, schema }) => [
              name,
              z.toJSONSchema(schema, { target: 'openapi-3.0' }) as Record<string, unknown>,
            ]),
          ),
        },
      },
    },
    transform: (input) => {
      const { route } = input as TransformInput;
      const result = jsonSchemaTransform(input as never) as {
        schema: Record<string, unknown> & { hide?: boolean };
        url: string;
      };
      // Pages, robots.txt and the sitemap are not the API; outside /api/ only a route with a summary is documented.
      if (result.schema?.hide || (!route.url.startsWith('/api/') && !result.schema?.summary))
        return { ...result, schema: { hide: true } };
      const method = (Array.isArray(route.method) ? route.method[0] : route.method) as string;
      const where = `${method} ${route.url}`;
      const config = (route.config ?? {}) as {
        auth?: RouteAuth;
        problems?: ErrorCode[];
        rateLimit?: unknown;
        permission?: string | readonly string[];
        publicCache?: boolean;
        noDatabase?: boolean;
      };
      if (!result.schema.summary) throw new Error(`${where}: the route has no schema.summary`);
      if (!config.auth) throw new Error(`${where}: the route has no config.auth`);
      const schema = result.schema;
      const codes = config.problems ?? [];
      const responses = declaredResponses((schema.response ?? {}) as Responses, codes);
      // A file (a picture): a binary 200 in the types the route produces.
      const produces = schema.produces as string[] | undefined;
      if (produces?.length && !Object.keys(responses).some((status) => status.startsWith('2')))
        responses[200] = {
          description: `The file (${produces.join(', ')})`,
          content: Object.fromEntries(
            produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
          ),
        };
      if (config.publicCache) responses[304] ??= { type: 'null', description: NO_BODY_TEXT[304] };
      const statuses = new Set<number>([400]);
      const signedIn = [{ [SECURITY.bearer]: [] }, { [SECURITY.cookie]: [] }];
      const changesState = method !== 'GET' && method !== 'HEAD';
      if (config.auth === 'none') schema.security = [];
      else if (config.auth === 'optional') {
        // A token that is presented must be valid; a cookie that changes state needs the CSRF header.
        schema.security = [{}, ...signedIn];
        statuses.add(401);
        if (changesState) statuses.add(403);
      } else {
        schema.security = signedIn;
        statuses.add(401).add(403);
      }
      if (config.permission) {
        const needed = [config.permission].flat().map((p) => `\`${p}\``);
        schema.description = [schema.description, `Needs the intranet permission ${needed.join(' or ')}.`]
          .filter(Boolean)
          .join('\n\n');
      }
      if (route.url.includes(':')) statuses.add(404);
      // A signed-in write racing the deletion of what it writes to (the account, the application) answers 404: the
      // resource is gone (decision 0066).
      if (changesState && config.auth !== 'none' && route.url.startsWith('/api/')) statuses.add(404);
      // It may also wait behind the same account's other writes, and past that wait answers 429 `account_busy`
      // (decision 0089).
      if (changesState && config.auth !== 'none' && route.url.startsWith('/api/')) statuses.add(429);
      // Any body sent is read, declared or not.
      if (schema.body || changesState) statuses.add(413).add(415);
      if (config.rateLimit) statuses.add(429);
      // Any request may meet a database that does not answer (decision 0046).
      if (route.url.startsWith('/api/') && !config.noDatabase) statuses.add(503);
      for (const code of codes) statuses.add(ERROR_CODE_STATUS[code]);
      for (const status of statuses) responses[status] ??= problemResponse(status, codes);
      schema.response = responses;
      schema.operationId ??= operationId(method, route.url);
      return result;
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without the database (a liveness probe): no 503 in its document. */
    noDatabase?: boolean;
  }
}
