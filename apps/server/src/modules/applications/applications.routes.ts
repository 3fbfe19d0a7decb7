import { idParams } from '@portal/contracts/input-safety';
import {
  applicantsPageSchema,
  applicantsQuerySchema,
  applicationStatusBodySchema,
  bulkNotSelectedBodySchema,
  bulkNotSelectedResultSchema,
  bulkStatusBodySchema,
  recruitingApplicationSchema,
  recruitingApplicationStatusSchema,
} from '@portal/contracts/recruiting';
import { reviewRequestBodySchema } from '@portal/contracts/screening-questions';
import type { Permission } from '@portal/contracts/users';
import { applicationSchema, applyBodySchema } from '@portal/contracts/vacancies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unitScopeOf } from '#server/plugins/permissions';
import { requestLocale } from '#server/plugins/request-locale';
import type { ApplicantsService } from './applicants.service';
import type { ApplicationsService } from './applications.service';

const candidateTags = ['vacancies'];
const recruitingTags = ['recruiting'];
const RECRUITING = '/recruiting/v1';
const pipeline: Permission = 'recruiting.applications';

export interface ApplicationsRoutesOptions {
  service: ApplicationsService;
  applicants: ApplicantsService;
}

/**
 * Applications: the candidate's (spec §7 Vacancies: apply, cancel, their list, exist-user) and the recruiters'
 * (the applicants of a vacancy, an application, its status; DESIGN §2 recruiting API).
 */
export const applicationsRoutes: FastifyPluginAsyncZod<ApplicationsRoutesOptions> = async (
  app,
  { service, applicants },
) => {
  app.get(
    '/curriculum/vacancies/v1/user',
    {
      config: { auth: 'candidate' },
      schema: {
        tags: candidateTags,
        summary: "The signed-in candidate's applications",
        response: { 200: z.array(applicationSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser('candidate');
      return service.ofCandidate(userId, requestLocale(request));
    },
  );

  app.get(
    '/curriculum/vacancies/v1/:id/exist-user',
    {
      config: { auth: 'candidate' },
      schema: {
        tags: candidateTags,
        summary: 'Whether the signed-in candidate has applied to this vacancy',
        params: idParams,
        response: { 200: z.object({ exists: z.boolean() }) },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser('candidate');
      return { exists: await service.hasApplied(userId, request.params.id) };
    },
  );

  app.post(
    '/curriculum/vacancies/v1',
    {
      config: { problems: ['not_found', 'deadline_passed', 'resume_not_finished'], auth: 'candidate' },
      schema: {
        tags: candidateTags,
        summary: 'Apply to a vacancy (idempotent: 201 the first time, 200 after)',
        body: applyBodySchema,
        response: { 200: applicationSchema, 201: applicationSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireUser('candidate');
      const locale = requestLocale(request);
      const { application, created } = await service.apply(userId, request.body, locale);
      return reply.code(created ? 201 : 200).send(application);
    },
  );

  app.post(
    '/curriculum/vacancies/v1/user/:id/review-request',
    {
      config: {
        auth: 'candidate',
        problems: ['not_found', 'review_already_requested', 'invalid_transition'],
      },
      schema: {
        tags: candidateTags,
        summary:
          "Ask for a review of the signed-in candidate's flagged application (once): the vacancy's recruiters are told",
        description:
          "The id is the application's (`id` of GET /curriculum/vacancies/v1/user). 409 `review_already_requested` " +
          'after the first request; 409 `invalid_transition` when the application is not flagged or is withdrawn; ' +
          "404 for another candidate's application.",
        params: idParams,
        body: reviewRequestBodySchema,
        response: { 201: applicationSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireUser('candidate');
      const application = await service.requestReview(
        userId,
        request.params.id,
        request.body.message,
        requestLocale(request),
      );
      return reply.code(201).send(application);
    },
  );

  app.delete(
    '/curriculum/vacancies/v1/:id',
    {
      config: { auth: 'candidate', problems: ['not_found', 'invalid_transition'] },
      schema: {
        tags: candidateTags,
        summary:
          "Withdraw the signed-in candidate's application to this vacancy (it stays in their list as withdrawn)",
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireUser('candidate');
      await service.withdraw(userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
  // The recruiters' side: applicants (decision 0053) and the pipeline (decision 0051).
  app.get(
    `${RECRUITING}/vacancies/:id/applications`,
    {
      config: { permission: pipeline, problems: ['not_found'] },
      schema: {
        tags: recruitingTags,
        summary:
          "A vacancy's applicants, newest first, a page at a time (keyset: pass back next_cursor), with counts per status",
        params: idParams,
        querystring: applicantsQuerySchema,
        response: { 200: applicantsPageSchema },
      },
    },
    async (request) => applicants.page(unitScopeOf(request), request.params.id, request.query),
  );

  app.get(
    `${RECRUITING}/applications/:id`,
    {
      config: { permission: pipeline, problems: ['not_found'] },
      schema: {
        tags: recruitingTags,
        summary:
          "An application with its timeline, the candidate's whole resume and other applications (each answer is logged for the candidate)",
        params: idParams,
        response: { 200: recruitingApplicationSchema },
      },
    },
    async (request) => applicants.detail(unitScopeOf(request), request.authClaims!.userId, request.params.id),
  );

  app.post(
    `${RECRUITING}/applications/:id/status`,
    {
      config: { permission: pipeline, problems: ['not_found', 'invalid_transition', 'status_changed'] },
      schema: {
        tags: recruitingTags,
        summary:
          'Move an application in the pipeline; the message is mailed to the candidate, the note stays internal',
        description:
          'Send `from`, the status the recruiter saw: when the application is no longer there the answer is 409 ' +
          '`status_changed` with `current_status`, `changed_at`, `changed_by` and `changed_by_actor` (decision 0066).',
        params: idParams,
        body: applicationStatusBodySchema,
        response: { 200: recruitingApplicationStatusSchema },
      },
    },
    async (request) =>
      service.changeStatus(unitScopeOf(request), request.authClaims!.userId, request.params.id, request.body),
  );

  app.post(
    `${RECRUITING}/vacancies/:id/applications/not-selected`,
    {
      config: { permission: pipeline, problems: ['not_found'] },
      schema: {
        tags: recruitingTags,
        summary: "Answer several applicants of a vacancy 'not selected' with one message",
        params: idParams,
        body: bulkNotSelectedBodySchema,
        response: { 200: bulkNotSelectedResultSchema },
      },
    },
    async (request) =>
      service.bulkNotSelected(
        unitScopeOf(request),
        request.authClaims!.userId,
        request.params.id,
        request.body,
      ),
  );

  app.post(
    `${RECRUITING}/vacancies/:id/applications/status`,
    {
      config: { permission: pipeline, problems: ['not_found'] },
      schema: {
        tags: recruitingTags,
        summary: 'Move several applicants of a vacancy on to in review or interview with one message',
        description:
          'Each item carries the status the recruiter saw (`from`); one that is no longer there, or cannot move on to ' +
          '`status`, is left as it is and listed in `skipped` (and in `changed` when its status changed meanwhile).',
        params: idParams,
        body: bulkStatusBodySchema,
        response: { 200: bulkNotSelectedResultSchema },
      },
    },
    async (request) =>
      service.bulkMoveOn(unitScopeOf(request), request.authClaims!.userId, request.params.id, request.body),
  );
};
