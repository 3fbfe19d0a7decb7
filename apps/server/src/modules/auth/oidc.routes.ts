import { OIDC_CALLBACK_PATH, oidcFlowCookieName, safeTarget } from '@portal/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/core/errors';
import { type CookieSettings, sessionCookies } from '#server/plugins/session-cookies';
import { OIDC_FLOW_TTL_SECONDS, OidcError, type OidcService } from './oidc.service';

const FLOW_COOKIE_PATH = '/api/auth/oidc';

/**
 * GET /api/auth/oidc/v1/start and /callback: 'Sign in with Microsoft'. The start redirects to the provider; the
 * callback sets the session cookies (login type azure) and sends the browser to the login page, which loads the
 * user, tells the other tabs and goes on to the target (`/login?sso=done&target=...`), or shows why it failed
 * (`/login?sso_error=failed|no_account`). Without OIDC_* both answer 404 (service undefined).
 */
export const oidcRoutes: FastifyPluginAsyncZod<{
  service: OidcService | undefined;
  cookies: CookieSettings;
  publicUrl: string;
}> = async (app, { service, cookies, publicUrl }) => {
  const session = sessionCookies(cookies);
  const flowCookie = oidcFlowCookieName(cookies.envName);
  const flowCookieOptions = {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: cookies.secure,
    ...(cookies.domain ? { domain: cookies.domain } : {}),
  };
  const configured = () => {
    if (!service) throw new AppError('not_found', { detailKey: 'errors.oidcNotConfigured' });
    return service;
  };

  app.get(
    '/oidc/v1/start',
    {
      // 404 while OpenID Connect is not configured.
      config: { auth: 'none', rateLimit: { max: 30, timeWindow: '1 minute' }, problems: ['not_found'] },
      schema: {
        tags: ['auth'],
        summary:
          "Starts 'Sign in with Microsoft' (OpenID Connect, code flow with PKCE): redirects to the provider",
        querystring: z.object({ target: z.string().max(500).optional() }),
        response: { 302: z.null() },
      },
    },
    async (request, reply) => {
      const oidc = configured();
      // The redirect URI comes from PUBLIC_URL, never from the request's Host.
      const origin = publicUrl.replace(/\/$/, '');
      const { url, flow } = await oidc.start(
        safeTarget(request.query.target),
        `${origin}${OIDC_CALLBACK_PATH}`,
      );
      reply.setCookie(flowCookie, flow, { ...flowCookieOptions, maxAge: OIDC_FLOW_TTL_SECONDS });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/oidc/v1/callback',
    {
      // 404 while OpenID Connect is not configured.
      config: { auth: 'none', rateLimit: { max: 30, timeWindow: '1 minute' }, problems: ['not_found'] },
      schema: {
        tags: ['auth'],
        summary:
          'Where the provider sends the browser back: opens the session and redirects to the login page',
        // What the provider may send back (RFC 6749 §4.1.2, RFC 9207); anything else is ignored, never refused.
        querystring: z
          .object({
            code: z.string().max(4000).optional(),
            state: z.string().max(4000).optional(),
            iss: z.string().max(4000).optional(),
            session_state: z.string().max(4000).optional(),
            error: z.string().max(4000).optional(),
            error_description: z.string().max(4000).optional(),
          })
          .catchall(z.string().max(4000)),
        response: { 302: z.null() },
      },
    },
    async (request, reply) => {
      const oidc = configured();
      reply.clearCookie(flowCookie, flowCookieOptions);
      try {
        const url = new URL(request.url, 'http://callback.invalid');
        const { tokens, target } = await oidc.finish(url, request.cookies[flowCookie], {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        session.set(reply, tokens);
        return reply.redirect(`/login?sso=done&target=${encodeURIComponent(target)}`, 302);
      } catch (error) {
        if (!(error instanceof OidcError)) throw error;
        return reply.redirect(`/login?sso_error=${error.reason}`, 302);
      }
    },
  );
};
