import SwaggerParser from '@apidevtools/swagger-parser';
import fastifySwagger from '@fastify/swagger';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OpenAPI } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
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
