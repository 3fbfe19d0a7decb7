import {
  notificationCreatedSchema,
  notificationCreateSchema,
  notificationSchema,
  notificationsQuerySchema,
  notificationsSummarySchema,
} from '@portal/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from '#server/core/auth-claims';
import { AppError, DATABASE_RETRY_AFTER_SECONDS } from '#server/core/errors';
import type { NotificationBus } from '#server/core/notification-bus';
import { requestLocale } from '#server/plugins/request-locale';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];
const BASE = '/intranet/user/v1/notifications';
/** A comment line keeps proxies from closing an idle stream. */
const STREAM_HEARTBEAT_MS = 25_000;

/**
 * Spec §7 Intranet notifications (GET list with limit, GET visualize), plus beyond the spec: a summary for paging
 * and the unread count, a server-sent events stream that tells open pages to refresh, and POST for other systems.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  service: NotificationsService;
  bus: NotificationBus;
  streamLifetimeMs?: number;
}> = async (app, { service, bus, streamLifetimeMs = ACCESS_TOKEN_TTL_SECONDS * 1000 }) => {
  const streams = new Set<() => void>();
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  app.get(
    BASE,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The signed-in user's notifications, newest first, in the caller's language",
        querystring: notificationsQuerySchema,
        response: { 200: z.array(notificationSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      const { limit, offset } = request.query;
      return service.list(userId, limit, offset, requestLocale(request));
    },
  );

  app.get(
    `${BASE}/summary`,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'How many notifications the signed-in user has, and how many are unread',
        response: { 200: notificationsSummarySchema },
      },
    },
    async (request) => service.summary((await request.requireUser()).userId),
  );

  app.get(
    `${BASE}/visualize`,
    {
      config: { auth: 'user', changesState: true },
      schema: {
        tags,
        summary: "Marks all of the signed-in user's notifications seen",
        response: { 200: z.object({ updated: z.number().int() }) },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      return { updated: await service.visualize(userId) };
    },
  );

  app.get(
    `${BASE}/stream`,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          "Server-sent events: 'notifications' whenever the signed-in user's notifications change (any instance)",
        description:
          'text/event-stream: \'ready\' once open, then \'notifications\' with data {"type":"created"|"visualized"}; ' +
          'the stream ends when the access token it was opened with expires (the client reconnects).',
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireUser();
      // A stream that cannot hear events would look alive and stay silent: refuse it until the bus is back.
      if (!bus.healthy())
        throw new AppError('service_unavailable', {
          detailKey: 'errors.notificationsUnavailable',
          headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
        });
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'X-Request-Id': request.id,
      });
      raw.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
      const unsubscribe = bus.subscribe(userId, (event) => {
        if (event.type === 'sessions-ended') {
          // Signed out, disabled or deleted (on any instance): the stream ends with its session.
          void request.optionalUser().then((still) => {
            if (!still) end();
          }, end);
          return;
        }
        raw.write(`event: notifications\ndata: ${JSON.stringify({ type: event.type })}\n\n`);
      });
      // Events may be missed while the bus is down: end the stream, the client reconnects and fetches again.
      const stopWatching = bus.onLost(() => end());
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), STREAM_HEARTBEAT_MS);
      // The stream ends when the access token it was opened with would expire: the browser reconnects with a
      // fresh one, so a revoked session does not keep a stream open.
      const lifetime = setTimeout(() => end(), streamLifetimeMs);
      let ended = false;
      function end() {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        stopWatching();
        streams.delete(end);
        raw.end();
      }
      streams.add(end);
      request.raw.on('close', end);
    },
  );

  app.post(
    '/intranet/system/v1/notifications',
    {
      config: { auth: 'user', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Another system notifies users (by id or e-mail); needs the 'notifications.create' permission",
        body: notificationCreateSchema,
        response: { 201: notificationCreatedSchema },
      },
    },
    async (request, reply) => {
      const claims = await request.requireUser();
      const ids = await service.create(claims, request.body);
      return reply.code(201).send({ ids });
    },
  );
};
