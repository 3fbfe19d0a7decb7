import {
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  verifyRecoveryCodeBodySchema,
} from '@portal/contracts/password-recovery';
import { codeProblemSchema } from '@portal/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountIn, limitedPerAccount } from '#server/plugins/rate-limits';
import { type CookieSettings, sessionCookies } from '#server/plugins/session-cookies';
import { FORGOT_ANSWER, type PasswordRecoveryService } from './password-recovery.service';

const tags = ['users'];
const emailOf = accountIn('body', 'email');

/**
 * Account recovery (decision 0041): POST /users/password/v1/forgot mails a code, POST .../reset sets
 * the new password and signs the person in by cookies; POST .../verify checks a code as it is typed without spending
 * it (decision 0082). All are limited per address and per e-mail; verify and reset share the code's 5 tries.
 */
export const passwordRecoveryRoutes: FastifyPluginAsyncZod<{
  service: PasswordRecoveryService;
  cookies: CookieSettings;
}> = async (app, { service, cookies }) => {
  const session = sessionCookies(cookies);
  /** The options of verify and reset: both spend the mailed code's tries, so both are limited alike. */
  const withCode = <Body extends z.ZodTypeAny>(limit: string, summary: string, body: Body) => ({
    ...limitedPerAccount(app, {
      problems: ['code_invalid'],
      perAddress: { max: 30 },
      perAccount: { name: limit, max: 10, key: emailOf },
    }),
    schema: { tags, summary, body, response: { 204: z.null(), 400: codeProblemSchema } },
  });

  app.post(
    '/users/password/v1/forgot',
    {
      ...limitedPerAccount(app, {
        perAddress: { max: 20 },
        perAccount: { name: 'password-forgot', max: 5, key: emailOf },
      }),
      schema: {
        tags,
        summary:
          "Mails a 6-digit recovery code in the account's language (valid 15 minutes, 5 tries); answers 202 for any address",
        body: forgotPasswordBodySchema,
        response: {
          202: z.object({
            resend_after: z.number().int().describe('Seconds before another code may be asked for'),
            expires_in_minutes: z.number().int(),
          }),
        },
      },
    },
    async (request, reply) => {
      await service.forgot(request.body.email);
      return reply.code(202).send(FORGOT_ANSWER);
    },
  );

  app.post(
    '/users/password/v1/verify',
    withCode(
      'password-verify',
      'Checks a recovery code without spending it: 204 when right; a wrong one costs one of the 5 tries it shares with reset (400 code_invalid with attempts_left)',
      verifyRecoveryCodeBodySchema,
    ),
    async (request, reply) => {
      await service.verify(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/password/v1/reset',
    withCode(
      'password-reset',
      'Sets a new password with the mailed code (policy enforced), revokes every other session and signs in (cookies)',
      resetPasswordBodySchema,
    ),
    async (request, reply) => {
      const tokens = await service.reset(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      session.set(reply, tokens);
      return reply.code(204).send(null);
    },
  );
};
