import { isLocale, NAMESPACES, resolveLocale } from '@portal/contracts/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/core/errors';
import type { Translations } from '#server/core/translations';

/** GET /locales/{lng}/{ns}.json — unknown locales fall back to pt-BR; ETag + If-None-Match give 304. */
export const translationsRoutes: FastifyPluginAsyncZod<{ translations: Translations }> = async (
  app,
  { translations },
) => {
  app.get(
    '/locales/:lng/:file',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['translations'],
        summary: 'Translation texts of one namespace in one locale',
        params: z.object({ lng: z.string().max(35), file: z.string().max(64) }),
        response: { 200: z.record(z.string(), z.unknown()), 304: z.null() },
      },
    },
    async (request, reply) => {
      const match = /^([a-z]+)\.json$/.exec(request.params.file);
      const ns = NAMESPACES.find((n) => n === match?.[1]);
      if (!ns) throw new AppError('not_found');
      const locale = isLocale(request.params.lng) ? request.params.lng : resolveLocale(request.params.lng);
      const bundle = translations.bundle(locale, ns)!;
      reply
        .header('ETag', bundle.etag)
        .header('Cache-Control', 'public, max-age=300, must-revalidate')
        .header('Content-Language', locale)
        .header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === bundle.etag) return reply.code(304).send(null);
      // The bundle is serialised once at start; Fastify sends a string body as it is.
      return reply
        .type('application/json; charset=utf-8')
        .send(bundle.body as unknown as Record<string, unknown>);
    },
  );
};
