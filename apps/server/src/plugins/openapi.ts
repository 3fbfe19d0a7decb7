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
 * 4xx it can give (400 always, 401/403 when signed in, 404 with path parameters, 413/415 with a body, 429 when
 * rate limited, and the statuses of `config.problems`). A route without `summary` or `config.auth` makes building
 * the document throw, so the OpenAPI test fails on it.
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
  503: 'Service unavailable',
};

/**
 * Problems whose body has extension members of their own, documented as a component each (its name here); an
 * operation that can answer the code documents its status with either body.
 */
const PROBLEM_EXTENSIONS: Partial<Record<ErrorCode, { name: string; schema: z.ZodType }>> = {
  status_changed: { name: 'StatusChangedProblem', schema: statusChangedProblemSchema },
};

const problemResponse = (status: number, codes: readonly ErrorCode[] = []) => {
  const extended = codes
    .filter((code) => ERROR_CODE_STATUS[code] === status)
    .map((code) => PROBLEM_EXTENSIONS[code]?.name)
    .filter((name): name is string => name !== undefined)
    .map((name) => ({ $ref: `#/components/schemas/${name}` }));
  const problem = { $ref: '#/components/schemas/ProblemDetails' };
  return {
    description: STATUS_TEXT[status] ?? 'Error',
    content: {
      [PROBLEM_CONTENT_TYPE]: { schema: extended.length ? { oneOf: [problem, ...extended] } : problem },
    },
  };
};

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

export function openApiOptions(envName: string): FastifyDynamicSwaggerOptions {
  return {
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
      };
      if (!result.schema.summary) throw new Error(`${where}: the route has no schema.summary`);
      if (!config.auth) throw new Error(`${where}: the route has no config.auth`);
      const schema = result.schema;
      const responses = { ...(schema.response as Record<string, unknown> | undefined) };
      const statuses = new Set<number>([400]);
      const signedIn = [{ [SECURITY.bearer]: [] }, { [SECURITY.cookie]: [] }];
      if (config.auth === 'none') schema.security = [];
      else if (config.auth === 'optional') schema.security = [{}, ...signedIn];
      else {
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
      if (schema.body) statuses.add(413).add(415);
      if (config.rateLimit) statuses.add(429);
      for (const code of config.problems ?? []) statuses.add(ERROR_CODE_STATUS[code]);
      for (const status of statuses) responses[status] ??= problemResponse(status, config.problems);
      schema.response = responses;
      schema.operationId ??= operationId(method, route.url);
      return result;
    },
  };
}
