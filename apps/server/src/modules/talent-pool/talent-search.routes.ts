import { idParams } from '@portal/contracts/input-safety';
import {
  savedSearchBodySchema,
  savedSearchesSchema,
  savedSearchSchema,
  talentCandidateDetailSchema,
  talentCandidateParamsSchema,
  talentSearchPageSchema,
  talentSearchQuerySchema,
} from '@portal/contracts/talent-pool';
import type { Permission } from '@portal/contracts/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TalentSearchService } from './talent-search.service';

const tags = ['talent pool'];
const permission: Permission = 'recruiting.talent_pool';

/** The caller's permissions, read with the session check (decision 0069) before `config.permission` was checked. */
const grantedOf = (request: FastifyRequest) =>
  (request.authGrant?.permissions ?? []) as readonly Permission[];

/** The recruiters' talent pool search under /api/recruiting/v1 (DESIGN §2, decision 0073). */
export const talentSearchRoutes: FastifyPluginAsyncZod<{ service: TalentSearchService }> = async (
  app,
  { service },
) => {
  app.get(
    '/candidates',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Consenting candidates with a finished resume, filtered, newest resume update first, a page at a time (keyset: pass back next_cursor), with the total and a count per value of each filter',
        description:
          'The `pcd` and `disability_type` filters, fields and facets need `recruiting.sensitive` as well: without it the filters answer 403 and the fields are absent. Facets count every result (all filters applied).',
        querystring: talentSearchQuerySchema,
        response: { 200: talentSearchPageSchema },
      },
    },
    async (request) => service.search(grantedOf(request), request.query),
  );

  app.get(
    '/candidates/:id',
    {
      config: { permission, problems: ['not_found'] },
      schema: {
        tags,
        summary:
          "A consenting candidate's whole resume (each answer is logged for the candidate, purpose talent_pool); anyone else is not found",
        params: talentCandidateParamsSchema,
        response: { 200: talentCandidateDetailSchema },
      },
    },
    async (request) => service.detail(grantedOf(request), request.authClaims!.userId, request.params.id),
  );

  app.get(
    '/saved-searches',
    {
      config: { permission },
      schema: {
        tags,
        summary: "The recruiter's saved searches, oldest first",
        response: { 200: savedSearchesSchema },
      },
    },
    async (request) => service.savedSearches(request.authClaims!.userId),
  );

  app.post(
    '/saved-searches',
    {
      config: { permission, problems: ['limit_reached'] },
      schema: {
        tags,
        summary: 'Save a search (a name and its filters) for the recruiter; at most 20 each',
        body: savedSearchBodySchema,
        response: { 201: savedSearchSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.saveSearch(grantedOf(request), request.authClaims!.userId, request.body)),
  );

  app.delete(
    '/saved-searches/:id',
    {
      config: { permission, problems: ['not_found'] },
      schema: {
        tags,
        summary: "Delete one of the recruiter's saved searches",
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteSearch(request.authClaims!.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
