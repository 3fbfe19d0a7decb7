import SwaggerParser from '@apidevtools/swagger-parser';
import fastifySwagger from '@fastify/swagger';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { OpenAPI } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { takeResponseMismatches, validateResponses } from '#server-test/openapi-responses';
import { useTestApp } from '#server-test/test-app';
import { openApiOptions } from './plugins/openapi';

/**
 * Decision 0045: the OpenAPI document clients generate code from is valid (swagger-parser) and
 * passes Redocly's recommended ruleset with no error. Every route is in it, so a new route is held to it too.
 */
const t = useTestApp();

describe('the OpenAPI document', () => {
  it('is valid for swagger-parser', async () => {
    const document = structuredClone(t.app.swagger()) as OpenAPI.Document;
    await expect(SwaggerParser.validate(document)).resolves.toBeTruthy();
  });

  it("passes Redocly's recommended ruleset with no error", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(t.app.swagger()),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    const warnings = problems.filter((problem) => problem.severity === 'warn');
    console.log(
      `openapi: operations ${Object.values(t.app.swagger().paths ?? {}).flatMap(Object.keys).length}`,
    );
    console.log(`openapi: redocly errors ${errors.length}`);
    console.log(`openapi: redocly warnings ${warnings.length}`);
    const describe = (problem: (typeof problems)[number]) =>
      `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`;
    if (process.env.OPENAPI_DEBUG) for (const w of warnings) console.log(`warning ${describe(w)}`);
    expect(errors.map(describe)).toEqual([]);
  });
});

describe('a route the document cannot describe', () => {
  it.each([
    ['without a summary', { config: { auth: 'none' as const }, schema: {} }, 'no schema.summary'],
    ['without config.auth', { schema: { summary: 'Something' } }, 'no config.auth'],
  ])('%s makes building the document fail', async (_, options, message) => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(fastifySwagger, openApiOptions(''));
    app.get('/api/new-thing', options, async () => ({}));
    await app.ready();
    expect(() => app.swagger()).toThrow(message);
    await app.close();
  });
});

describe('the response check of the API tests (decision 0067)', () => {
  it('collects every answer its document does not describe, and nothing else', async () => {
    // Untyped replies: the routes answer what their schemas do not say, on purpose.
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // fastify-type-provider-zod's transform alone, as the document was made before decision 0067 (a 204 with JSON).
    await app.register(fastifySwagger, {
      openapi: { info: { title: 'Test', version: '1' } },
      transform: jsonSchemaTransform,
    });
    const config = { auth: 'none' as const };
    const item = z.object({ id: z.number().int() });
    app.get(
      '/api/item',
      { config, schema: { summary: 'An item', response: { 200: item } } },
      async (request, reply) => {
        const { answer } = request.query as { answer?: string };
        if (answer === 'teapot') return reply.code(418 as 200).send({ id: 1 });
        if (answer === 'text') return reply.type('text/plain').send('1');
        if (answer === 'wrong')
          return reply.type('application/json').serializer(JSON.stringify).send({ id: 'one' });
        return { id: 1 };
      },
    );
    app.post(
      '/api/done',
      { config, schema: { summary: 'Done', response: { 204: z.null() } } },
      async (_, reply) => reply.code(204).type('application/json').send('{}'),
    );
    validateResponses(app);
    await app.ready();
    takeResponseMismatches();
    expect((await app.inject('/api/item')).statusCode).toBe(200);
    expect(takeResponseMismatches()).toEqual([]);
    for (const answer of ['teapot', 'text', 'wrong']) await app.inject(`/api/item?answer=${answer}`);
    await app.inject({ method: 'POST', url: '/api/done' });
    const found = takeResponseMismatches().map((m) => m.what);
    await app.close();
    expect(found).toEqual([
      expect.stringContaining('status 418 is not documented'),
      expect.stringContaining("content type 'text/plain'"),
      expect.stringMatching(/does not match the document: \/id must be integer/),
      expect.stringContaining('the document gives a 204 a body'),
    ]);
  });
});
