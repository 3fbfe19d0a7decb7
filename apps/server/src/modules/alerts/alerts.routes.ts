import {
  alertAddressSchema,
  alertBodySchema,
  alertChangeBodySchema,
  alertConfirmBodySchema,
  alertManageParamsSchema,
  alertSchema,
  alertTokenParamsSchema,
  alertUnsubscribeParamsSchema,
  alertUnsubscribeTargetSchema,
} from '@portal/contracts/alerts';
import { idParams } from '@portal/contracts/input-safety';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountIn, limitedPerAccount } from '../../plugins/rate-limits';
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
        problems: ['limit_reached'],
        perAddress: SUBSCRIBE_LIMIT,
        perAccount: { name: 'alert-subscribe', ...SUBSCRIBE_PER_ADDRESS, key: accountIn('body', 'email') },
      }),
      schema: {
        tags,
        summary:
          "Subscribe an address to the new vacancies of a search (at most 5 alerts per address). 202 for any address: a confirmation mail goes to it (valid 7 days), or the alert is live at once for a signed-in candidate's own confirmed address (409 limit_reached only then)",
        body: alertBodySchema,
        response: { 202: z.object({ confirmed: z.boolean() }) },
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
          "Confirm a visitor's alert with the token of the mailed link (404 when spent, expired or unknown)",
        body: alertConfirmBodySchema,
        response: { 200: alertSchema },
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
      config: { auth: 'none', problems: ['not_found'], rateLimit: TOKEN_LIMIT },
      schema: {
        tags,
        summary:
          'The alerts a one-click unsubscribe link names (one, or every alert of one digest); changes nothing (link scanners follow GETs), the POST ends them',
        params: alertUnsubscribeParamsSchema,
        response: { 200: alertUnsubscribeTargetSchema },
      },
    },
    async (request) => service.unsubscribeTarget(request.params.token),
  );

  app.post(
    `${BASE}/unsubscribe/:token`,
    {
      config: { auth: 'none', problems: ['not_found'], rateLimit: TOKEN_LIMIT },
      // A one-click body is a few bytes; so is the form's limit above.
      bodyLimit: 1024,
      schema: {
        tags,
        summary:
          'RFC 8058 one-click unsubscribe (body List-Unsubscribe=One-Click, or none from the page): ends the alerts it names, no sign-in',
        params: alertUnsubscribeParamsSchema,
        response: { 200: z.object({ unsubscribed: z.literal(true) }) },
      },
    },
    async (request) => {
      await service.unsubscribe(request.params.token);
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
