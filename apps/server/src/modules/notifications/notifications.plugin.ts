import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { type NotificationsService, notificationsService } from './notifications.service';

/** Notifications (spec §3, §7 Intranet): each user's list, the bell's live stream, and other systems' messages. */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, bus, now } = app.core;
    const service = notificationsService(notificationsRepository(db), app.users, bus, now);
    await app.register(notificationsRoutes, { prefix: '/api', service, bus });
    app.decorate('notifications', service);
  },
  { name: 'notifications', dependencies: ['core', 'users'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
  }
}
