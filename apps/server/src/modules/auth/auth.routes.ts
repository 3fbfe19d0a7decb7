import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contracts/auth';
import { problemSchema } from '@portal/contracts/problem';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/core/errors';
import { limitedPerAccount } from '#server/plugins/rate-limits';
import { type CookieSettings, sessionCookies, tokenBody } from '#server/plugins/session-cookies';
import type { AuthService } from './auth.service';
import type { CpfSignIn } from './cpf-sign-in';
import { decodeCredentials } from './credentials';

export type { CookieSettings } from '#server/plugins/session-cookies';

const tokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});

/** The e-mail of an HTTP Basic authorization header, for the per-account limit. */
function basicEmail(request: FastifyRequest): string | undefined {
  return decodeCredentials(request.headers.authorization, 'Basic')?.left;
}

/** The refresh token of a request (bearer or cookie), for the per-account (per-session) limit. */
function presentedRefreshToken(request: FastifyRequest, cookieName: string): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : request.cookies[cookieName];
}

/**
 * The auth service of spec §7 below /api/auth: GET /auth/v1/token (HTTP Basic e-mail:password),
 * GET /auth/v1/token/refresh (refresh token as bearer or cookie), POST /auth/v1/logout, and beyond the spec
 * POST /auth/v1/logout-everywhere (decision 0042). Tokens go in the body
 * (API clients) and in cookies: HttpOnly for the tokens, readable for the login type (DESIGN §4).
 */
export const authRoutes: FastifyPluginAsyncZod<{
  service: AuthService;
  cookies: CookieSettings;
  cpf?: CpfSignIn | undefined;
}> = async (app, { service, cookies, cpf }) => {
  const session = sessionCookies(cookies);
  const { names } = session;

  /** The refresh token: bearer header, or its cookie (then the CSRF header is required). */
  function refreshTokenOf(request: FastifyRequest): string | undefined {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) return header.slice(7).trim();
    const cookie = request.cookies[names.refresh];
    if (cookie && request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
      throw new AppError('forbidden', { detailKey: 'errors.csrf' });
    }
    return cookie;
  }

  app.get(
    '/auth/v1/token',
    {
      // Per account as well as per address (decision 0011): guessing one person's password from many addresses.
      ...limitedPerAccount(app, {
        problems: ['invalid_credentials', 'email_not_confirmed'],
        perAddress: { max: 20, timeWindow: '1 minute' },
        perAccount: { name: 'token', max: 20, key: basicEmail },
      }),
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with HTTP Basic (e-mail:password) or `Cpf base64(taxid:company)`; returns and sets the tokens',
        response: {
          200: tokenResponse,
          403: problemSchema
            .extend({ user_id: z.string().optional().describe('The account whose e-mail is not confirmed') })
            .describe(
              '`email_not_confirmed`: the account exists but its e-mail address is not confirmed yet',
            ),
        },
      },
    },
    async (request, reply) => {
      const header = request.headers.authorization ?? '';
      // The intranet's passwordless CPF sign-in: `Cpf base64(taxid:company)` (DESIGN §4.3, cpf-sign-in.ts).
      if (cpf && /^Cpf\s/i.test(header)) {
        const tokens = await cpf.signIn(header, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        session.set(reply, tokens);
        return tokenBody(tokens);
      }
      const credentials = decodeCredentials(header, 'Basic');
      if (!credentials) throw new AppError('invalid_credentials');
      const tokens = await service.signInWithPassword(credentials.left, credentials.right);
      session.set(reply, tokens);
      return tokenBody(tokens);
    },
  );

  app.get(
    '/auth/v1/token/refresh',
    {
      // No refresh token, or one that is expired, revoked or reused: 401; its cookie without the CSRF header: 403.
      ...limitedPerAccount(app, {
        problems: ['unauthorized', 'forbidden'],
        perAddress: { max: 60, timeWindow: '1 minute' },
        perAccount: {
          name: 'refresh',
          max: 20,
          timeWindow: '1 minute',
          key: (request) => presentedRefreshToken(request, names.refresh),
        },
      }),
      schema: {
        tags: ['auth'],
        summary: 'New tokens for a refresh token (rotated; reusing an old one revokes the session)',
        response: { 200: tokenResponse },
      },
    },
    async (request, reply) => {
      const token = refreshTokenOf(request);
      if (!token) throw new AppError('unauthorized', { detailKey: 'errors.sessionExpired' });
      try {
        const tokens = await service.refresh(token);
        session.set(reply, tokens);
        return tokenBody(tokens);
      } catch (error) {
        session.clear(reply);
        throw error;
      }
    },
  );

  app.post(
    '/auth/v1/logout',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes the session and clears the cookies',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const claims = await request.optionalUser().catch(() => null);
      await service.signOut({ refreshToken: refreshTokenOf(request), sessionId: claims?.sessionId });
      session.clear(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/v1/logout-everywhere',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign out everywhere: revokes every session of the signed-in user (all devices) and clears the cookies',
        response: { 204: z.null() },
      },
      config: { auth: 'user' },
    },
    async (request, reply) => {
      const { userId } = await request.requireUser();
      await service.signOutEverywhere(userId);
      session.clear(reply);
      return reply.code(204).send(null);
    },
  );
};
