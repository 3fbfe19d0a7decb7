import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire as requireFrom } from 'node:module';
import { dirname, join } from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openApiOptions } from './openapi';
import { docsContentSecurityPolicy } from './security-headers';

/** The Swagger UI scripts the docs page loads that may write `<style>` elements (its logo's SVG carries one). */
const SWAGGER_UI_SCRIPTS = ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js'];

/** `createElement("style",null,"…")`: the literal text of a `<style>` element in the compiled React code. */
const STYLE_ELEMENT = /createElement\("style",null,("(?:[^"\\]|\\.)*")\)/g;

/**
 * The CSP sources ('sha256-…') of the `<style>` elements Swagger UI writes, read from the files it serves, so the
 * hashes follow an upgrade of the package instead of going stale.
 */
export function swaggerUiStyleHashes(): string[] {
  const staticDir = join(
    dirname(requireFrom(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
    'static',
  );
  const hashes = new Set<string>();
  for (const file of SWAGGER_UI_SCRIPTS) {
    const code = readFileSync(join(staticDir, file), 'utf8');
    for (const match of code.matchAll(STYLE_ELEMENT)) {
      const text = JSON.parse(match[1] ?? '""') as string;
      hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
  }
  return [...hashes];
}

/**
 * The OpenAPI document at /api/docs/json and Swagger UI at /api/docs, the UI under its own CSP (our pages' CSP with
 * its inline styles allowed by hash; see docsContentSecurityPolicy).
 */
export const apiDocsPlugin = fp<{ envName: string; secure: boolean }>(
  async (app: FastifyInstance, { envName, secure }) => {
    await app.register(fastifySwagger, openApiOptions(envName));
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: docsContentSecurityPolicy(secure, swaggerUiStyleHashes()),
    });
  },
  { name: 'api-docs' },
);
