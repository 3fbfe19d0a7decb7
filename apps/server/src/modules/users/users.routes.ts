import { passwordChangeBodySchema, permissionsSchema, userInformationSchema } from '@portal/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CookieSettings } from '#server/plugins/session-cookies';
import { sessionCookies } from '#server/plugins/session-cookies';
import type { UsersService } from './users.service';

const tags = ['users'];

/** Spec §7: GET /users/information/v1, GET /users/information/v1/permissions, POST /users/password/v1/change. */
export const usersRoutes: FastifyPluginAsyncZod<{ service: UsersService; cookies: CookieSettings }> = async (
  app,
  { service, cookies },
) => {
  const session = sessionCookies(cookies);

  // Spec §7: the signed-in user's information and permissions, read alike.
  for (const read of [
    {
      url: '/users/information/v1',
      summary: "The signed-in user's information (status other than 'A' means: change the password)",
      response: userInformationSchema,
      answer: service.information,
    },
    {
      url: '/users/information/v1/permissions',
      summary: "The signed-in user's permissions: every known permission with true or false",
      response: permissionsSchema,
      answer: service.permissions,
    },
  ]) {
    app.get(
      read.url,
      { config: { auth: 'user' }, schema: { tags, summary: read.summary, response: { 200: read.response } } },
      async (request) => read.answer(await request.requireUser()),
    );
  }

  app.post(
    '/users/password/v1/change',
    {
      // 409 for an account without a password (CPF sign-in only).
      config: { auth: 'user', rateLimit: { max: 10, timeWindow: '15 minutes' }, problems: ['conflict'] },
      schema: {
        tags,
        summary:
          'Changes the password (current one checked, full policy enforced); signs the user out everywhere',
        body: passwordChangeBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const claims = await request.requireUser();
      await service.changePassword(claims, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      session.clear(reply);
      return reply.code(204).send(null);
    },
  );
};
