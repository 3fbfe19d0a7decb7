import {
  candidateLanguageBodySchema,
  candidateUserSchema,
  existCandidateQuerySchema,
  existCandidateResultSchema,
} from '@portal/contracts/candidates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CookieSettings, sessionCookies } from '#server/plugins/session-cookies';
import type { CandidatesService } from './candidates.service';

const tags = ['candidates'];
const BASE = '/curriculum/candidates/v1';

/**
 * Spec §7 Candidate calls (all but `finish`, which the resume module owns) plus the LGPD export. Each one works on
 * the signed-in candidate taken from the token, never on an id from the request.
 */
export const candidatesRoutes: FastifyPluginAsyncZod<{
  service: CandidatesService;
  cookies: CookieSettings;
}> = async (app, { service, cookies }) => {
  const session = sessionCookies(cookies);

  app.get(
    `${BASE}/user`,
    {
      config: { auth: 'candidate' },
      schema: {
        tags,
        summary: 'The signed-in candidate: finished, seenPrivacyPolicy, name (and e-mail)',
        response: { 200: candidateUserSchema },
      },
    },
    async (request) => service.user((await request.requireUser('candidate')).userId),
  );

  app.put(
    `${BASE}/language`,
    {
      config: { auth: 'candidate', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Stores the signed-in candidate's language (pt-BR, en-US, es-ES): every later mail and notification uses it, and a sign-in on any device restores it",
        body: candidateLanguageBodySchema,
        response: { 200: candidateUserSchema },
      },
    },
    async (request) => service.setLanguage((await request.requireUser('candidate')).userId, request.body),
  );

  app.get(
    `${BASE}/update-last-access-date`,
    {
      config: { auth: 'candidate', changesState: true },
      schema: {
        tags,
        summary: 'Records that the candidate started a session now (the retention period counts from it)',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.updateLastAccessDate((await request.requireUser('candidate')).userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${BASE}/update-privacy-policy-indicator`,
    {
      config: { auth: 'candidate', changesState: true },
      schema: {
        tags,
        summary: 'Marks the privacy policy as seen (seenPrivacyPolicy = true); answers the updated candidate',
        response: { 200: candidateUserSchema },
      },
    },
    async (request) => service.acknowledgePrivacyPolicy((await request.requireUser('candidate')).userId),
  );

  app.get(
    `${BASE}/exist-candidate-register`,
    {
      config: { auth: 'optional', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Whether an account uses `email` (asked by the account creation screen), or without it whether the signed-in user has a candidate account',
        querystring: existCandidateQuerySchema,
        response: { 200: existCandidateResultSchema },
      },
    },
    async (request) => {
      const claims = request.query.email ? null : await request.optionalUser();
      return { exists: await service.exists(request.query.email, claims?.userId) };
    },
  );

  app.delete(
    `${BASE}/delete-account`,
    {
      config: { auth: 'candidate', rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags,
        summary:
          'Deletes the candidate and all its data (resume, picture, applications, sessions, codes) in one transaction; signs out and mails a receipt',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteAccount((await request.requireUser('candidate')).userId);
      session.clear(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${BASE}/export`,
    {
      config: { auth: 'candidate', rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags,
        summary:
          "LGPD art. 18: a JSON of everything stored about the signed-in candidate ('Download my data')",
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request, reply) => {
      const data = await service.exportData((await request.requireUser('candidate')).userId);
      reply.header('content-disposition', 'attachment; filename="my-data.json"');
      return data;
    },
  );
};
