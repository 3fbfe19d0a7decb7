import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contactRepository } from './contact.repository';
import { contactRoutes } from './contact.routes';
import { contactService } from './contact.service';

/** The contact form (spec §2 contact dialog): each message stored and mailed to CONTACT_RECIPIENT. */
export const contactPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, db, mail, translations } = app.core;
    const service = contactService(contactRepository(db), mail, translations, config.CONTACT_RECIPIENT);
    await app.register(contactRoutes, { prefix: '/api', service });
  },
  { name: 'contact', dependencies: ['core'] },
);
