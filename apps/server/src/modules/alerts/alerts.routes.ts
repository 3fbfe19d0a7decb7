import {
  alertAddressSchema,
  alertBodySchema,
  alertChangeBodySchema,
  alertConfirmationSchema,
  alertConfirmBodySchema,
  alertManageParamsSchema,
  alertSchema,
  alertTokenParamsSchema,
  alertUnsubscribeParamsSchema,
  alertUnsubscribeQuerySchema,
  alertUnsubscribeTargetSchema,
} from '@portal/contracts/alerts';
import { idParams } from '@portal/contracts/input-safety';
import { isLocale, LOCALE_PARAM } from '@portal/contracts/locales';
import { problemSchema } from '@portal/contracts/problem';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountIn, limitedPerAccount } from '#server/plugins/rate-limits';
import type { AlertsService } from './alerts.service';

const tags = ['alerts'];
const BASE = '/curriculum/alerts/v1';
/**
 * Subscribing mails the address: limited per caller and per address, so nobody floods a third party with it. An
 * address gets at most 6 tries an hour: its 5 alerts in one sitting and one more (answered by the limit's mail).
 */
const SUBSCRIBE_LIMIT = { max: 10, timeWindow: '1 hour' };
const SUBSCRIBE_PER_ADDRESS = { max: 6, timeWindow: '1 hour' };
/** Token links: enough for a person, too few to guess a 256-bit token (they cannot be guessed anyway). */
const TOKEN_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * A mail's link names its language (`?lang=`, decision 0083): a mail client's one-click POST carries whatever
 * Accept-Language the client has, or none, so the link's language takes its place and every answer of the route
 * (its problems included, before and after validation) speaks the mail's language.
 */
async function mailLanguage(request: FastifyRequest) {
  const lang = (request.query as Record<string, unknown> | undefined)?.[LOCALE_PARAM];
  if (isLocale(lang)) request.headers['accept-language'] = lang;
}

/** A signed-in candidate's search that her address already follows: the 409 names that alert (decision 0084). */
const alertExistsProblemSchema = problemSchema.extend({
  alert: alertSchema.optional().describe('With alert_exists: the alert that already follows this search'),
});

/** Job alerts (DESIGN §2, decision 0075): subscribe, confirm, the candidate's list, the token-authenticated links. */
export const alertsRoutes: FastifyPluginAsyncZod<{ service: AlertsService }> = async (app, { service }) => {
  // RFC 8058: a mail client's one-click POST sends `List-Unsubscribe=One-Click` as a form; nothing else here is a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    BASE,
    {
      ...limitedPerAccount(app, {
        auth: 'optional',
        problems: ['limit_reached', 'alert_exists'],
        perAddress: SUBSCRIBE_LIMIT,
        perAccount: { name: 'alert-subscribe', ...SUBSCRIBE_PER_ADDRESS, key: accountIn('body', 'email') },
      }),
      schema: {
        tags,
        summary:
          "Subscribe an address to the new vacancies of a search (at most 5 alerts per address, never the same search twice). 202 for any address: a confirmation mail goes to it (valid 7 days), or the alert is live at once for a signed-in candidate's own confirmed address (409 limit_reached or alert_exists, with the existing alert, only then)",
        body: alertBodySchema,
        response: { 202: z.object({ confirmed: z.boolean() }), 409: alertExistsProblemSchema },
      },
    },
    async (request, reply) => {
      const claims = await request.optionalUser();
      const { own } = await service.subscribe(
        request.body,
        claims?.kind === 'candidate' ? claims.userId : undefined,
      );
      return reply.code(202).send({ confirmed: own });
    },
  );

  app.post(
    `${BASE}/confirm`,
    {
      config: { auth: 'none', problems: ['not_found'], rateLimit: TOKEN_LIMIT },
      schema: {
        tags,
        summary:
          "Confirm a visitor's alert with the token of the mailed link; opened again it answers the alert with already_confirmed, as long as the alert lives. Both carry the address's manage token (404 when expired unused, deleted or unknown)",
        body: alertConfirmBodySchema,
        response: { 200: alertConfirmationSchema },
      },
    },
    async (request) => service.confirm(request.body.token),
  );

  app.get(
    BASE,
    {
      config: { auth: 'candidate' },
      schema: { tags, summary: "The signed-in candidate's alerts", response: { 200: z.array(alertSchema) } },
    },
    async (request) => service.mine(request.authClaims!.userId),
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: { auth: 'candidate', problems: ['not_found'] },
      schema: {
        tags,
        summary: "Delete one of the signed-in candidate's alerts",
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteMine(request.authClaims!.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${BASE}/unsubscribe/:token`,
    {
      onRequest: mailLanguage,
      config: { auth: 'none', problems: ['not_found'], rateLimit: TOKEN_LIMIT },
      schema: {
        tags,
        summary:
          "The alerts a one-click unsubscribe link names (one, or with `also` every alert of one digest); changes nothing (link scanners follow GETs), the POST ends them. `lang`: the mail's language, which the answers speak",
        params: alertUnsubscribeParamsSchema,
        querystring: alertUnsubscribeQuerySchema,
        response: { 200: alertUnsubscribeTargetSchema },
      },
    },
    async (request) => service.unsubscribeTarget(request.params.token, request.query.also),
  );

  app.post(
    `${BASE}/unsubscribe/:token`,
    {
      onRequest: mailLanguage,
      config: { auth: 'none', problems: ['not_found'], rateLimit: TOKEN_LIMIT },
      // A one-click body is a few bytes; so is the form's limit above.
      bodyLimit: 1024,
      schema: {
        tags,
        summary:
          "RFC 8058 one-click unsubscribe (body List-Unsubscribe=One-Click, or none from the page): ends the alerts it names (the path's and `also`'s, however many), no sign-in; used again, 404 in the mail's language (`lang`)",
        params: alertUnsubscribeParamsSchema,
        querystring: alertUnsubscribeQuerySchema,
        response: { 200: z.object({ unsubscribed: z.literal(true) }) },
      },
    },
    async (request) => {
      await service.unsubscribe(request.params.token, request.query.also);
      return { unsubscribed: true as const };
    },
  );

  app.get(
    `${BASE}/manage/:token`,
    {
      config: { auth: 'none', problems: ['not_found'], rateLimit: TOKEN_LIMIT },
      schema: {
        tags,
        summary: 'The address of a manage link and all of its alerts',
        params: alertTokenParamsSchema,
        response: { 200: alertAddressSchema },
      },
    },
    async (request) => service.address(request.params.token),
  );

  app.patch(
    `${BASE}/manage/:token/alerts/:id`,
    {
      config: { auth: 'none', problems: ['not_found'], rateLimit: TOKEN_LIMIT },
      schema: {
        tags,
        summary: 'Pause or resume an alert of the address, or change its frequency',
        params: alertManageParamsSchema,
        body: alertChangeBodySchema,
        response: { 200: alertSchema },
      },
    },
    async (request) => service.change(request.params.token, request.params.id, request.body),
  );

  app.delete(
    `${BASE}/manage/:token/alerts/:id`,
    {
      config: { auth: 'none', problems: ['not_found'], rateLimit: TOKEN_LIMIT },
      schema: {
        tags,
        summary: 'Delete one alert of the address',
        params: alertManageParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteOne(request.params.token, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    `${BASE}/manage/:token`,
    {
      config: { auth: 'none', problems: ['not_found'], rateLimit: TOKEN_LIMIT },
      schema: {
        tags,
        summary: 'Delete every alert of the address and the address itself (nothing of it is kept)',
        params: alertTokenParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteAddress(request.params.token);
      return reply.code(204).send(null);
    },
  );
};
