import { idParams } from '@portal/contracts/input-safety';
import {
  recruitingUnitsSchema,
  recruitingVacancyListItemSchema,
  recruitingVacancyQuerySchema,
  recruitingVacancySchema,
  vacancyBodySchema,
} from '@portal/contracts/recruiting';
import type { Permission } from '@portal/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unitScopeOf } from '#server/plugins/permissions';
import type { RecruitingService } from './recruiting.service';

const tags = ['recruiting'];
/** Reading vacancies serves both recruiting permissions (the applicants screens start from the vacancy list). */
const reading: Permission[] = ['recruiting.vacancies', 'recruiting.applications'];
const writing: Permission = 'recruiting.vacancies';

/** Vacancy management for recruiters under /api/recruiting/v1 (decision 0050). */
export const recruitingRoutes: FastifyPluginAsyncZod<{ service: RecruitingService }> = async (
  app,
  { service },
) => {
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
      config: { permission: writing, problems: ['questions_locked'] },
      schema: {
        tags,
        summary: 'Replace every field of a vacancy (a published one shows the change publicly at once)',
        description:
          'Once the vacancy has applications its screening questions may gain optional ones but not change: 409 ' +
          '`questions_locked` otherwise (each answer keeps the texts it answered).',
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
};
