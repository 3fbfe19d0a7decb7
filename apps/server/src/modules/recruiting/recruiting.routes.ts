import { idParam } from '@portal/contracts/input-safety';
import {
  applicantsPageSchema,
  applicantsQuerySchema,
  applicationStatusBodySchema,
  bulkNotSelectedBodySchema,
  bulkNotSelectedResultSchema,
  recruitingApplicationSchema,
  recruitingApplicationStatusSchema,
  recruitingUnitsSchema,
  recruitingVacancyListItemSchema,
  recruitingVacancyQuerySchema,
  recruitingVacancySchema,
  vacancyBodySchema,
} from '@portal/contracts/recruiting';
import type { Permission } from '@portal/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unitScopeOf } from '../../plugins/permissions';
import type { ApplicantsService } from './applicants.service';
import type { PipelineService } from './pipeline.service';
import type { RecruitingService } from './recruiting.service';

const idParams = z.object({ id: idParam() });
const tags = ['recruiting'];
/** Reading vacancies serves both recruiting permissions (the applicants screens start from the vacancy list). */
const reading: Permission[] = ['recruiting.vacancies', 'recruiting.applications'];
const writing: Permission = 'recruiting.vacancies';
const pipeline: Permission = 'recruiting.applications';

/** Issue 11 point 7: vacancy management under /api/recruiting/v1 (decision 0050). */
export const recruitingRoutes =
  (
    service: RecruitingService,
    applications: PipelineService,
    applicants: ApplicantsService,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/units',
      {
        config: { permission: reading },
        schema: {
          tags,
          summary: 'The units the signed-in recruiter may recruit for',
          response: { 200: recruitingUnitsSchema },
        },
      },
      async (request) => service.units(unitScopeOf(request)),
    );

    app.get(
      '/vacancies',
      {
        config: { permission: reading },
        schema: {
          tags,
          summary:
            "The recruiter's vacancies (their units), most recently changed first, with applicants per status",
          querystring: recruitingVacancyQuerySchema,
          response: { 200: z.array(recruitingVacancyListItemSchema) },
        },
      },
      async (request) => service.list(unitScopeOf(request), request.query),
    );

    app.post(
      '/vacancies',
      {
        config: { permission: writing },
        schema: {
          tags,
          summary: 'Create a vacancy as a draft',
          body: vacancyBodySchema,
          response: { 201: z.object({ id: z.number().int() }) },
        },
      },
      async (request, reply) => {
        const created = await service.create(unitScopeOf(request), request.authClaims!.userId, request.body);
        return reply.code(201).send(created);
      },
    );

    app.get(
      '/vacancies/:id',
      {
        config: { permission: reading },
        schema: {
          tags,
          summary: 'One vacancy with its texts in every language (404 outside the recruiter’s units)',
          params: idParams,
          response: { 200: recruitingVacancySchema },
        },
      },
      async (request) => service.detail(unitScopeOf(request), request.params.id),
    );

    app.put(
      '/vacancies/:id',
      {
        config: { permission: writing },
        schema: {
          tags,
          summary: 'Replace every field of a vacancy (a published one shows the change publicly at once)',
          params: idParams,
          body: vacancyBodySchema,
          response: { 200: recruitingVacancySchema },
        },
      },
      async (request) => service.update(unitScopeOf(request), request.params.id, request.body),
    );

    const transitions = [
      ['publish', 'Publish a draft (its deadline must not have passed)', service.publish],
      ['close', 'Close a published vacancy: it leaves the public pages at once', service.close],
      ['reopen', 'Publish a closed vacancy again (its deadline must not have passed)', service.reopen],
    ] as const;
    for (const [action, summary, run] of transitions) {
      app.post(
        `/vacancies/:id/${action}`,
        {
          config: { permission: writing, problems: ['invalid_transition'] },
          schema: { tags, summary, params: idParams, response: { 200: recruitingVacancySchema } },
        },
        async (request) => run(unitScopeOf(request), request.params.id),
      );
    }

    // Applicants (issue 11 points 3, 6 and 7, decision 0053).
    app.get(
      '/vacancies/:id/applications',
      {
        config: { permission: pipeline, problems: ['not_found'] },
        schema: {
          tags,
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
      '/applications/:id',
      {
        config: { permission: pipeline, problems: ['not_found'] },
        schema: {
          tags,
          summary:
            "An application with its timeline, the candidate's whole resume and other applications (each answer is logged for the candidate)",
          params: idParams,
          response: { 200: recruitingApplicationSchema },
        },
      },
      async (request) =>
        applicants.detail(unitScopeOf(request), request.authClaims!.userId, request.params.id),
    );

    // The pipeline (issue 11 point 4, decision 0051).
    app.post(
      '/applications/:id/status',
      {
        config: { permission: pipeline, problems: ['not_found', 'invalid_transition'] },
        schema: {
          tags,
          summary:
            'Move an application in the pipeline; the message is mailed to the candidate, the note stays internal',
          params: idParams,
          body: applicationStatusBodySchema,
          response: { 200: recruitingApplicationStatusSchema },
        },
      },
      async (request) =>
        applications.changeStatus(
          unitScopeOf(request),
          request.authClaims!.userId,
          request.params.id,
          request.body,
        ),
    );

    app.post(
      '/vacancies/:id/applications/not-selected',
      {
        config: { permission: pipeline, problems: ['not_found'] },
        schema: {
          tags,
          summary: "Answer several applicants of a vacancy 'not selected' with one message",
          params: idParams,
          body: bulkNotSelectedBodySchema,
          response: { 200: bulkNotSelectedResultSchema },
        },
      },
      async (request) =>
        applications.bulkNotSelected(
          unitScopeOf(request),
          request.authClaims!.userId,
          request.params.id,
          request.body,
        ),
    );
  };
