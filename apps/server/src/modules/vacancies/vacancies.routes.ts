import { idParams } from '@portal/contracts/input-safety';
import { LOCALES } from '@portal/contracts/locales';
import {
  vacancyDetailSchema,
  vacancyFiltersSchema,
  vacancyListItemSchema,
  vacancyQuerySchema,
} from '@portal/contracts/vacancies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { preferredEncoding } from '#server/core/http-cache';
import { requestLocale } from '#server/plugins/request-locale';
import type { ShareCards } from './share-card';
import type { VacanciesService } from './vacancies.service';

const tags = ['vacancies'];

/** Spec §7 Vacancies, under /api/curriculum/vacancies/v1. */
export const vacanciesRoutes: FastifyPluginAsyncZod<{
  service: VacanciesService;
  cards: ShareCards;
}> = async (app, { service, cards }) => {
  app.get(
    '/curriculum/vacancies/v1',
    {
      config: { auth: 'none', publicCache: true },
      schema: {
        tags,
        summary: 'Open vacancies, newest first; q searches title, city and unit ignoring case and accents',
        querystring: vacancyQuerySchema,
        response: { 200: z.array(vacancyListItemSchema) },
      },
    },
    async (request, reply) => {
      const body = await service.listBody(request.query, requestLocale(request));
      // Sent as cached bytes, compressed once per cache entry (not per request) for clients that accept it.
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const { bytes, etag } = body.in(encoding ?? 'identity');
      reply
        .type('application/json; charset=utf-8')
        .header('Vary', 'Accept-Language, Accept-Encoding')
        .header('ETag', etag);
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(bytes as never);
    },
  );

  app.get(
    '/curriculum/vacancies/v1/filters',
    {
      config: { auth: 'none', publicCache: true },
      schema: {
        tags,
        summary: 'The city and unit options of the vacancy list (only those with open vacancies)',
        response: { 200: vacancyFiltersSchema },
      },
    },
    async () => service.filters(),
  );

  app.get(
    '/curriculum/vacancies/v1/:id',
    {
      config: { auth: 'none', publicCache: true },
      schema: {
        tags,
        summary: 'One open vacancy (404 when unknown or closed)',
        params: idParams,
        response: { 200: vacancyDetailSchema },
      },
    },
    async (request, reply) => {
      // Labels are translated: a shared cache keeps one copy per language.
      reply.header('Vary', 'Accept-Language');
      return service.detail(request.params.id, requestLocale(request));
    },
  );

  app.get(
    '/curriculum/vacancies/v1/:id/card.png',
    {
      config: { auth: 'none', publicCache: true, problems: ['not_found'] },
      schema: {
        tags,
        summary:
          "A published vacancy's share card (1200 × 630 PNG, the pages' og:image) in the language `lang`; 404 when unknown or closed",
        params: idParams,
        querystring: z.object({ lang: z.enum(LOCALES).default('pt-BR') }),
        produces: ['image/png'],
      },
    },
    async (request, reply) => {
      const { vacancy, unit } = await service.forShareCard(request.params.id);
      const png = await cards.png(vacancy, unit, request.query.lang);
      return reply.type('image/png').send(png);
    },
  );
};
