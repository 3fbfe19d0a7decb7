import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resumeRepository } from './resume.repository';
import { resumeRoutes } from './resume.routes';
import { type ResumeService, resumeService } from './resume.service';

/** The candidate's resume (spec §7 Resume): the eight sections, the picture, finish; its part of the LGPD export. */
export const resumePlugin = fp(
  async (app: FastifyInstance) => {
    const { db, now, dataExport } = app.core;
    const service = resumeService(resumeRepository(db, app.users.accounts, app.candidates.records), now);
    await app.register(resumeRoutes, { prefix: '/api', service });
    dataExport.add({ name: 'resume', export: (userId) => service.export(userId) });
    app.decorate('resume', service);
  },
  { name: 'resume', dependencies: ['core', 'users', 'candidates'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    resume: ResumeService;
  }
}
