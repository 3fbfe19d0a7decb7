import { PERMISSIONS } from '@portal/contracts/users';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate } from '#server-test/candidates';
import { createEmployee } from '#server-test/employees';
import { createTestApp, type TestApp } from '#server-test/test-app';

/**
 * Decision 0045: malformed requests derived from the OpenAPI document, for every operation, sent
 * anonymously and as a candidate and an employee. No answer may be a 5xx or show internals. A route added later is
 * fuzzed without touching this file. Deterministic: the generator is seeded.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

const SEED = 20_261_124;
/** Spread over every operation and identity, at least 20 each: more operations, more requests. */
const TOTAL_REQUESTS = 5_400;
/** Bodies, statuses and headers showing internals: a stack frame, a framework or database error text. */
const INTERNALS =
  /\n\s+at \S|node_modules|FST_ERR|ZodError|"stack"\s*:|invalid input syntax|violates \w+ constraint|SQLSTATE|PGlite|drizzle|TypeError|ReferenceError|Cannot read properties/;

/** mulberry32: a small seeded generator, so a failure is replayed by running the test again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EVIL_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uD83D',
  'x'.repeat(10_000),
  '',
  ' ',
  '%00',
  '%',
  '../../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '9999-99-99',
  '0000-00-00',
  '2024-02-30',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1e309',
  'NaN',
  'null',
  '１２３',
  '\u202Eevil',
  '😀'.repeat(50),
  'A\r\nX-Injected: 1',
];
const EVIL_NUMBERS = [
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53 + 2,
  -(2 ** 31) - 1,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];
const WRONG_TYPES: unknown[] = [null, true, false, [], {}, [1, 'a'], { a: { b: [] } }, 'text', 123];
/** Decision 0064: 6 KB nested 3,000 levels (it overflowed the stack of the input checks), and nesting inside a field. */
const DEEP_BODIES = [
  '['.repeat(3000) + ']'.repeat(3000),
  `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`,
  `{"name":${'['.repeat(3000)}${']'.repeat(3000)}}`,
];
/** Arrays as long as the default body limit allows, of numbers, unsafe strings and objects. */
const HUGE_ARRAYS = [
  JSON.stringify(Array.from({ length: 20_000 }, () => 0)),
  JSON.stringify(Array.from({ length: 5_000 }, () => '\u0000')),
  JSON.stringify({ items: Array.from({ length: 5_000 }, (_, i) => ({ id: i })) }),
];
/** Basic and Cpf credentials holding control characters (decision 0064): a 401, like any wrong credential. */
const base64 = (text: string) => Buffer.from(text).toString('base64');
const EVIL_CREDENTIALS = [
  `Basic ${base64('candidata@example.com\u0000:Candidata-Demo-2026!')}`,
  `Basic ${base64('\u0000:\u0000')}`,
  `Basic ${base64('a\r\nb@example.com:x\u001b')}`,
  `Basic ${base64('fuzz@example.com:pass\u007f')}`,
  `Cpf ${base64('529.982.247-25\u0000:1')}`,
  `Cpf ${base64('52998224725:1\u0000')}`,
  `Cpf ${base64('\u0000:\u0000')}`,
  `Bearer ${base64('\u0000')}`,
];

/** Request bodies that are not the JSON they claim to be, or not JSON at all. */
const RAW_BODIES = [
  '{',
  '{"a":',
  '[',
  'null',
  '[]',
  '"text"',
  '1e999',
  '\u0000',
  '{"__proto__":{"x":1}}',
  '',
  ...DEEP_BODIES,
  ...HUGE_ARRAYS,
];

function pick<T>(next: () => number, values: readonly T[]): T {
  return values[Math.floor(next() * values.length)]!;
}

function types(schema: JsonSchema): string[] {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  return variants ? variants.flatMap(types) : [];
}

/** A plausible value for a schema, so that a mutation of one field reaches the checks behind the others. */
function plausible(schema: JsonSchema | undefined, next: () => number, depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return pick(next, schema.enum);
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return plausible(pick(next, variants), next, depth + 1);
  if (schema.allOf?.length) return plausible(schema.allOf[0], next, depth + 1);
  const type = types(schema)[0];
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          plausible(value, next, depth + 1),
        ]),
      );
    case 'array':
      return [plausible(schema.items, next, depth + 1)];
    case 'integer':
      return Math.max(schema.minimum ?? 1, 1);
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '2000-01-01';
      return 'fuzz';
  }
}

/** A value that no well-behaved client sends for this schema. */
function malformed(schema: JsonSchema | undefined, next: () => number): unknown {
  const kind = next();
  const schemaTypes = schema ? types(schema) : [];
  if (kind < 0.45) return pick(next, EVIL_STRINGS);
  if (kind < 0.65 || schemaTypes.includes('integer') || schemaTypes.includes('number'))
    return kind < 0.8 ? pick(next, EVIL_NUMBERS) : pick(next, EVIL_STRINGS);
  if (kind < 0.85) return pick(next, WRONG_TYPES);
  if (schemaTypes.includes('array')) {
    if (next() < 0.5) return Array.from({ length: 200 }, () => pick(next, EVIL_STRINGS));
    return Array.from({ length: 5_000 }, () => pick(next, ['\u0000', '', '\uD800', 0, null, {}]));
  }
  return pick(next, WRONG_TYPES);
}

/** Sets one field, at any depth, of a plausible value to a malformed one. */
function mutate(value: unknown, schema: JsonSchema | undefined, next: () => number): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value) || !schema?.properties) {
    return malformed(schema, next);
  }
  const keys = Object.keys(value);
  const roll = next();
  if (roll < 0.08) {
    const missing = { ...(value as Record<string, unknown>) };
    delete missing[pick(next, keys)];
    return missing;
  }
  if (roll < 0.12) return { ...value, [pick(next, EVIL_STRINGS)]: pick(next, EVIL_STRINGS), extra: 1 };
  if (!keys.length) return malformed(schema, next);
  const key = pick(next, keys);
  const child = (value as Record<string, unknown>)[key];
  return { ...value, [key]: mutate(child, schema.properties[key], next) };
}

function queryString(values: Record<string, unknown>): string {
  const parts = Object.entries(values).map(([key, value]) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return `${encodeURIComponent(key)}=${encodeURIComponent(text ?? '')}`;
  });
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Percent-encodes what a URL may not carry, leaving lone surrogates as the raw escapes a hostile client sends. */
function pathSegment(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text ?? '');
  } catch {
    return text.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80');
  }
}

function encodeQuery(values: Record<string, unknown>): string {
  try {
    return queryString(values);
  } catch {
    // A lone surrogate cannot be percent-encoded as UTF-8: send the bytes an attacker would (CESU-8).
    return queryString(
      Object.fromEntries(
        Object.entries(values).map(([key, value]) => [
          key,
          typeof value === 'string' ? value.replace(/[\uD800-\uDFFF]/g, '\uFFFD') : value,
        ]),
      ),
    ).replace(/%EF%BF%BD/g, '%ED%A0%80');
  }
}

function requestsFor(
  method: string,
  path: string,
  operation: Operation,
  next: () => number,
  count: number,
): InjectOptions[] {
  const parameters = operation.parameters ?? [];
  const jsonBody = operation.requestBody?.content?.['application/json']?.schema;
  const requests: InjectOptions[] = [];
  for (let index = 0; index < count; index++) {
    const values: Record<string, Record<string, unknown>> = { path: {}, query: {}, header: {} };
    const target = parameters.length ? pick(next, parameters) : undefined;
    for (const parameter of parameters) {
      if (parameter.in === 'cookie') continue;
      const malformedOne = parameter === target || next() < 0.15;
      const value = malformedOne ? malformed(parameter.schema, next) : plausible(parameter.schema, next);
      // Optional query parameters are sometimes left out, as clients do.
      if (parameter.in === 'query' && !malformedOne && next() < 0.5) continue;
      values[parameter.in]![parameter.name] = value;
    }
    const url =
      path.replace(/\{(\w+)\}/g, (_, name: string) => pathSegment(values.path![name] ?? 'x')) +
      encodeQuery(values.query!);
    const headers: Record<string, string> = {
      'accept-language': pick(next, ['pt-BR', 'en-US', 'es-ES', 'xx']),
    };
    let payload: string | undefined;
    if (jsonBody || method !== 'GET') {
      const roll = next();
      if (roll < 0.15) {
        payload = pick(next, RAW_BODIES);
        headers['content-type'] = 'application/json';
      } else if (roll < 0.2) {
        payload = 'a=1&b=2';
        headers['content-type'] = pick(next, [
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
        ]);
      } else if (roll < 0.27) {
        payload = JSON.stringify([plausible(jsonBody, next)]);
        headers['content-type'] = 'application/json';
      } else if (roll < 0.3) {
        // Just over the default body limit (64 KiB): a 413 problem, not a crash.
        payload = JSON.stringify({ big: 'x'.repeat(70 * 1024) });
        headers['content-type'] = 'application/json';
      } else if (jsonBody) {
        const body =
          target && next() < 0.3
            ? plausible(jsonBody, next)
            : mutate(plausible(jsonBody, next), jsonBody, next);
        payload = JSON.stringify(body);
        headers['content-type'] = 'application/json';
      }
    }
    for (const [name, value] of Object.entries(values.header!))
      headers[name] = String(value).replace(/[^\x20-\x7e]/g, '?');
    requests.push({ method: method.toUpperCase() as InjectOptions['method'], url, headers, payload });
  }
  return requests;
}

function streams(operation: Operation): boolean {
  return Object.values(operation.responses ?? {}).some((response) =>
    Object.keys(response.content ?? {}).some((type) => type.includes('event-stream')),
  );
}

describe('every operation of the OpenAPI document, fed malformed input', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    testApp = await createTestApp();
    app = testApp.app;
  });
  afterAll(async () => testApp?.close());

  it('refuses a body nested 3,000 levels on every JSON operation: 400 validation_failed in the caller language', async () => {
    const document = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const next = random(SEED);
    const candidate = await createCandidate(testApp.database);
    const employee = await createEmployee(testApp.database, { permissions: [...PERMISSIONS] });
    const failures: string[] = [];
    let operations = 0;
    let address = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!operation.requestBody?.content?.['application/json']) continue;
        operations++;
        const parameters = Object.fromEntries(
          (operation.parameters ?? [])
            .filter((parameter) => parameter.in === 'path')
            .map((parameter) => [parameter.name, plausible(parameter.schema, next)]),
        );
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => pathSegment(parameters[name] ?? 1));
        const answers: string[] = [];
        for (const authorization of [undefined, candidate.authorization, employee.authorization]) {
          for (const payload of DEEP_BODIES) {
            const response = await app.inject({
              method: method.toUpperCase() as InjectOptions['method'],
              url,
              payload,
              // Each from its own address: no rate limit answers before the body is read.
              remoteAddress: `10.64.${Math.floor(++address / 250)}.${address % 250}`,
              headers: {
                'content-type': 'application/json',
                'accept-language': 'es-ES',
                ...(authorization ? { authorization } : {}),
              },
            });
            const body = response.json();
            const refusedBody =
              response.statusCode === 400 &&
              body.code === 'validation_failed' &&
              response.headers['content-language'] === 'es-ES' &&
              body.errors?.[0]?.message === 'Anidado en más de 32 niveles';
            answers.push(refusedBody ? 'refused' : String(response.statusCode));
            // Only the gate in front of the body (sign-in, permission) may answer otherwise.
            if (!refusedBody && ![401, 403].includes(response.statusCode)) {
              failures.push(
                `${method.toUpperCase()} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
            }
          }
        }
        if (!answers.includes('refused'))
          failures.push(`${method.toUpperCase()} ${url}: never read the body`);
      }
    }
    console.log(`fuzz: deep JSON bodies on ${operations} operations`);
    expect(operations).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  });

  it('answers Basic and Cpf credentials with control characters 401, like any wrong credential', async () => {
    let address = 0;
    for (const authorization of EVIL_CREDENTIALS) {
      const response = await app.inject({
        url: '/api/auth/auth/v1/token',
        headers: { authorization, 'accept-language': 'pt-BR' },
        remoteAddress: `10.65.0.${++address}`,
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('never answers 5xx nor shows internals', { timeout: 120_000 }, async () => {
    const document = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const next = random(SEED);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let sent = 0;
    let operations = 0;
    const started = performance.now();
    const all = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ path, method, operation })),
    );
    const slots = all.reduce((sum, { operation }) => sum + (streams(operation) ? 1 : 3), 0);
    const perIdentity = Math.max(20, Math.ceil(TOTAL_REQUESTS / slots));
    for (const { path, method, operation } of all) {
      operations++;
      // Fresh identities per operation: one that signs out or deletes its account must not blind the next ones.
      const candidate = await createCandidate(testApp.database);
      // Holding every permission, so routes behind `config.permission` are fuzzed past the gate too (0050).
      const employee = await createEmployee(testApp.database, { permissions: [...PERMISSIONS] });
      // A signed-in event stream stays open: only its refusals are fuzzed.
      const identities = streams(operation)
        ? [undefined]
        : [undefined, candidate.authorization, employee.authorization];
      for (const authorization of identities) {
        for (const request of requestsFor(method, path, operation, next, perIdentity)) {
          if (authorization) request.headers = { ...request.headers, authorization };
          // Anonymous callers sometimes present credentials with control characters in them.
          else if (next() < 0.1)
            request.headers = { ...request.headers, authorization: pick(next, EVIL_CREDENTIALS) };
          const response = await app.inject(request);
          sent++;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const internals = INTERNALS.exec(response.body)?.[0];
          if (response.statusCode >= 500 || internals) {
            failures.push(
              `${request.method} ${String(request.url).slice(0, 200)} ${authorization ? 'signed in' : 'anonymous'} → ${response.statusCode}${internals ? ` showing "${internals}"` : ''}: ${String(request.payload ?? '').slice(0, 200)} ⇒ ${response.body.slice(0, 300)}`,
            );
          }
        }
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`fuzz: operations ${operations}`);
    console.log(`fuzz: requests ${sent}`);
    console.log(`fuzz: duration ${seconds.toFixed(1)} s`);
    console.log(`fuzz: requests per second ${Math.round(sent / seconds)}`);
    console.log(
      `fuzz: statuses ${[...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')}`,
    );
    console.log(`fuzz: failures ${failures.length}`);
    expect(failures.slice(0, 30)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(5_000);
    expect(seconds).toBeLessThan(60);
  });
});
