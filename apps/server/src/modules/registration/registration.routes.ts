import {
  confirmCodeBodySchema,
  registrationBodySchema,
  registrationCreatedSchema,
  sendCodeQuerySchema,
  sendCodeResultSchema,
} from '@portal/contracts/candidates';
import { codeProblemSchema } from '@portal/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountIn, limitedPerAccount } from '#server/plugins/rate-limits';
import { type CookieSettings, sessionCookies, tokenBody } from '#server/plugins/session-cookies';
import type { RegistrationService } from './registration.service';

const tags = ['registration'];
const tokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});

/**
 * Candidate account creation (decision 0010): POST /users/registration/v1, then spec §7's
 * GET /users/registration/v1/confirmation/send-changed and POST .../confirm-changed. Each is limited per address
 * (route config) and per account (the e-mail or the user id).
 */
export const registrationRoutes: FastifyPluginAsyncZod<{
  service: RegistrationService;
  cookies: CookieSettings;
}> = async (app, { service, cookies }) => {
  const session = sessionCookies(cookies);

  app.post(
    '/users/registration/v1',
    {
      ...limitedPerAccount(app, {
        problems: ['email_in_use'],
        perAddress: { max: 20 },
        perAccount: { name: 'registration', max: 5, key: accountIn('body', 'email') },
      }),
      schema: {
        tags,
        summary:
          'Creates a candidate account (pending until the e-mailed code is confirmed) with its consents; 409 when the address is in use',
        body: registrationBodySchema,
        response: { 201: registrationCreatedSchema },
      },
    },
    async (request, reply) => {
      const { name, email, password, language } = request.body;
      const userId = await service.register({ name, email, password, language });
      return reply.code(201).send({ user_id: userId });
    },
  );

  app.get(
    '/users/registration/v1/confirmation/send-changed',
    {
      ...limitedPerAccount(app, {
        problems: ['not_found', 'service_unavailable'],
        perAddress: { max: 20 },
        perAccount: { name: 'send-code', max: 5, key: accountIn('query', 'user_id') },
      }),
      schema: {
        tags,
        summary:
          "Mails a 6-digit confirmation code in the candidate's language (valid 15 minutes, 5 tries); a new one only after the cooldown",
        querystring: sendCodeQuerySchema,
        response: { 200: sendCodeResultSchema },
      },
    },
    async (request) => service.sendCode(request.query.user_id, request.query.user_email),
  );

  app.post(
    '/users/registration/v1/confirmation/confirm-changed',
    {
      ...limitedPerAccount(app, {
        problems: ['not_found', 'code_invalid'],
        perAddress: { max: 30 },
        perAccount: { name: 'confirm-code', max: 10, key: accountIn('body', 'user_id') },
      }),
      schema: {
        tags,
        summary:
          'Confirms the e-mail with the code and starts the first session (tokens in the body and cookies)',
        body: confirmCodeBodySchema,
        response: { 200: tokenResponse, 400: codeProblemSchema },
      },
    },
    async (request, reply) => {
      const tokens = await service.confirm(request.body);
      session.set(reply, tokens);
      return tokenBody(tokens);
    },
  );
};
