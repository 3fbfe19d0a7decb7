import { contactBodySchema, contactCreatedSchema } from '@portal/contracts/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '#server/plugins/request-locale';
import type { ContactService } from './contact.service';

/** A person may send a few messages; a flood from one address is refused (429). */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** POST /intranet/contact/v1/user (spec §7): visitors and signed-in users; user_id comes from the session. */
export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, { service }) => {
  app.post(
    '/intranet/contact/v1/user',
    {
      bodyLimit: 16 * 1024,
      config: { auth: 'optional', problems: ['service_unavailable'], rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'Sends a contact message: stored and mailed to the company (user_id taken from the session)',
        body: contactBodySchema,
        response: { 201: contactCreatedSchema },
      },
    },
    async (request, reply) => {
      const claims = await request.optionalUser().catch(() => null);
      const { user_id: _ignored, ...form } = request.body;
      const id = await service.send(form, {
        userId: claims?.userId ?? null,
        ip: request.ip,
        locale: requestLocale(request),
      });
      return reply.code(201).send({ id });
    },
  );
};
