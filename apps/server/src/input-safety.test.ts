import { connect } from 'node:net';
import { SAMPLE_ADDRESS } from '@portal/contracts/test/sample-address';
import { SAMPLE_DEGREE } from '@portal/contracts/test/sample-degree';
import { describe, expect, it } from 'vitest';
import { createCandidate } from '#server-test/candidates';
import { apiCaller, type Caller, listenLocally, useTestApp } from '#server-test/test-app';

/**
 * Decision 0045: input PostgreSQL cannot store (NUL, lone surrogates, integers beyond int4) and
 * requests refused before routing are 400-class problem+json in the caller's language, never 500.
 */
const t = useTestApp();

const PROBLEM = 'application/problem+json';

const call = apiCaller(() => t.app);

const bodies: [method: 'PUT' | 'POST', url: string, body: Record<string, unknown>][] = [
  ['PUT', '/curriculum/address/v1', { ...SAMPLE_ADDRESS, complement: 'Sala 2' }],
  ['POST', '/curriculum/degrees/v1', SAMPLE_DEGREE],
  [
    'POST',
    '/curriculum/complements/v1',
    { category: 1, institution: 'SENAI', description: 'NR-10', startDate: '2023-01', endDate: '2023-03' },
  ],
  [
    'POST',
    '/curriculum/experiences/v1',
    { company: 'WEG', role: 'Eletricista', startDate: '2022-01', endDate: '' },
  ],
];

describe('text PostgreSQL cannot store', () => {
  for (const [method, url, body] of bodies) {
    const textFields = Object.keys(body).filter((key) => typeof body[key] === 'string' && body[key] !== '');
    it(`${method} ${url}: a NUL byte or a lone surrogate in any text field is a 400 naming the field`, async () => {
      const maria = await createCandidate(t.database, { finished: false });
      for (const field of textFields) {
        for (const [bad, language, message] of [
          [`${body[field]}\u0000`, 'en-US', 'Contains characters that are not allowed'],
          [`\uD800${body[field]}`, 'pt-BR', 'Contém caracteres não permitidos'],
        ] as const) {
          const response = await call(maria, method, url, { ...body, [field]: bad }, language);
          expect(response.statusCode, `${field} ${JSON.stringify(bad)}`).toBe(400);
          expect(response.headers['content-type']).toContain(PROBLEM);
          expect(response.json()).toMatchObject({
            code: 'validation_failed',
            errors: [{ field, message }],
          });
        }
      }
      // The same body without the bad character is stored: the refusal was the character's.
      expect((await call(maria, method, url, body)).statusCode).toBeLessThan(300);
    });
  }

  it('the vacancy search refuses a NUL byte in q and city', async () => {
    for (const query of ['q=%00', 'q=a%00b', 'city=%00']) {
      const response = await call(null, 'GET', `/curriculum/vacancies/v1?${query}`, undefined, 'es-ES');
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toContain(PROBLEM);
      expect(response.headers['content-language']).toBe('es-ES');
    }
  });
});

describe('integers beyond a PostgreSQL integer', () => {
  it('ids in paths, ?unit= and body ids are refused with 400, not 500', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const requests: [Caller, 'GET' | 'POST', string, unknown?][] = [
      [null, 'GET', '/curriculum/vacancies/v1?unit=2147483648'],
      [null, 'GET', '/curriculum/vacancies/v1?unit=99999999999999999999'],
      [null, 'GET', '/curriculum/vacancies/v1/2147483648'],
      [maria, 'GET', '/curriculum/vacancies/v1/9007199254740993/exist-user'],
      [maria, 'POST', '/curriculum/vacancies/v1', { vacancy_id: 2 ** 31 }],
      [maria, 'POST', '/curriculum/vacancies/v1', { vacancy_id: 1e308 }],
      [
        maria,
        'POST',
        '/curriculum/degrees/v1',
        {
          degree: 2 ** 31,
          course: 'Engenharia',
          completed: true,
          institution: 'UDESC',
          startDate: '2018-02',
          endDate: '2022-12',
        },
      ],
    ];
    for (const [who, method, url, body] of requests) {
      const response = await call(who, method, url, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.headers['content-type']).toContain(PROBLEM);
    }
  });
});

describe('JSON nested deeper than JSON_MAX_DEPTH (decision 0064)', () => {
  /** 6 KB nesting 3,000 levels: the body that overflowed the stack of the unsafe-text check. */
  const deep = [
    '['.repeat(3000) + ']'.repeat(3000),
    `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`,
    `{"name":${'['.repeat(3000)}${']'.repeat(3000)}}`,
  ];
  const routes: [method: 'PUT' | 'POST', url: string, signedIn: boolean][] = [
    ['POST', '/users/registration/v1', false],
    ['POST', '/intranet/system/v1/errors/request', false],
    ['POST', '/users/registration/v1/confirmation/confirm-changed', false],
    ['PUT', '/curriculum/address/v1', true],
    ['POST', '/curriculum/degrees/v1', true],
  ];

  it.each(routes)('%s %s: 400 validation_failed in the caller language', async (method, url, signedIn) => {
    const maria = signedIn ? await createCandidate(t.database, { finished: false }) : null;
    for (const [index, payload] of deep.entries()) {
      const language = (['pt-BR', 'en-US', 'es-ES'] as const)[index]!;
      const response = await t.app.inject({
        method,
        url: `/api${url}`,
        payload,
        headers: {
          'content-type': 'application/json',
          'accept-language': language,
          ...(maria ? { authorization: maria.authorization } : {}),
        },
      });
      expect(response.statusCode, payload.slice(0, 20)).toBe(400);
      expect(response.headers['content-type']).toContain(PROBLEM);
      expect(response.headers['content-language']).toBe(language);
      const message = {
        'pt-BR': 'Aninhado em mais de 32 níveis',
        'en-US': 'Nested more than 32 levels deep',
        'es-ES': 'Anidado en más de 32 niveles',
      }[language];
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        errors: [{ field: '(body)', message }],
      });
    }
  });

  it('a body nested within the limit reaches the route: the limit is on depth, not on JSON', async () => {
    const response = await call(null, 'POST', '/users/registration/v1', { name: [[[[['x']]]]] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain('name');
  });
});

describe('requests refused by the framework', () => {
  it('bad percent-encoding, bad JSON, a wrong content type and a too large body are problem+json', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const cases: [url: string, options: Record<string, unknown>, status: number][] = [
      ['/api/curriculum/vacancies/v1/%E0%A4%A', { method: 'GET' }, 400],
      ['/api/curriculum/vacancies/v1?q=%E0%A4%A', { method: 'GET' }, 200],
      [
        '/api/curriculum/degrees/v1',
        { method: 'POST', payload: '{"degree":', headers: { 'content-type': 'application/json' } },
        400,
      ],
      [
        '/api/curriculum/degrees/v1',
        { method: 'POST', payload: 'a=1', headers: { 'content-type': 'text/csv' } },
        415,
      ],
      [
        '/api/curriculum/degrees/v1',
        {
          method: 'POST',
          payload: JSON.stringify({ course: 'x'.repeat(100_000) }),
          headers: { 'content-type': 'application/json' },
        },
        413,
      ],
    ];
    for (const [url, options, status] of cases) {
      const response = await t.app.inject({
        url,
        ...options,
        headers: {
          'accept-language': 'pt-BR',
          authorization: maria.authorization,
          ...(options.headers as Record<string, string>),
        },
      } as never);
      expect(response.statusCode, url).toBe(status);
      if (status >= 400) {
        expect(response.headers['content-type'], url).toContain(PROBLEM);
        expect(response.headers['content-language']).toBe('pt-BR');
        expect(response.body).not.toMatch(/FST_|\n\s+at |stack/);
      }
    }
  });

  /** What a raw HTTP/1.1 request gets back through a real socket: Node refuses some before Fastify sees them. */
  async function rawRequest(
    port: number,
    request: string,
  ): Promise<{ status: number; headers: string; body: string }> {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.write(request);
    await new Promise<void>((resolve) => socket.on('close', () => resolve()));
    const text = Buffer.concat(chunks).toString('utf8');
    const [head = '', body = ''] = text.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), headers: head, body };
  }

  it('a too long URL is 414, too large headers 431, malformed HTTP 400: problem+json in the asked language', async () => {
    const port = Number(new URL(await listenLocally(t.app)).port);
    const longUrl = await rawRequest(
      port,
      `GET /api/curriculum/vacancies/v1?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nAccept-Language: en-US\r\n\r\n`,
    );
    expect(longUrl.status).toBe(414);
    expect(longUrl.headers).toMatch(/content-type: application\/problem\+json/i);
    expect(JSON.parse(longUrl.body)).toMatchObject({
      status: 414,
      code: 'uri_too_long',
      title: 'Address too long',
    });

    const bigHeaders = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: es-ES\r\nCookie: a=${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(bigHeaders.status).toBe(431);
    expect(bigHeaders.headers).toMatch(/content-language: es-ES/i);
    expect(JSON.parse(bigHeaders.body)).toMatchObject({ status: 431, code: 'headers_too_large' });

    const garbage = await rawRequest(port, 'HELLO WORLD\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body)).toMatchObject({ status: 400, code: 'bad_request' });
  });
});
