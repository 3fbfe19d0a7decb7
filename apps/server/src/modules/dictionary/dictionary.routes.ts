import { DICTIONARY_ATTRIBUTES, DICTIONARY_SYSTEM, dictionaryOptions } from '@portal/contracts/dictionaries';
import { MESSAGES } from '@portal/contracts/messages';
import { dictionaryOptionSchema } from '@portal/contracts/resume';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '#server/plugins/request-locale';

const querySchema = z.object({
  attribute: z.enum(DICTIONARY_ATTRIBUTES, { message: MESSAGES.required }),
  system: z.literal(DICTIONARY_SYSTEM, { message: MESSAGES.required }).default(DICTIONARY_SYSTEM),
});

/** GET /dictionary/v1/number (spec §7): the options of one dictionary, labels in the caller's language. */
export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dictionary/v1/number',
    {
      config: { auth: 'user' },
      onRequest: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['dictionary'],
        summary: 'Options of a dictionary (signed-in users only), labels per Accept-Language',
        querystring: querySchema,
        response: { 200: z.array(dictionaryOptionSchema) },
      },
    },
    async (request, reply) => {
      reply.header('Vary', 'Accept-Language').header('cache-control', 'private, max-age=3600');
      return dictionaryOptions(request.query.attribute, requestLocale(request));
    },
  );
};
