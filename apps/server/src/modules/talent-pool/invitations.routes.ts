import { idParams } from '@portal/contracts/input-safety';
import { resolveLocale } from '@portal/contracts/locales';
import {
  candidateInvitationsSchema,
  invitationBodySchema,
  invitationCreatedSchema,
  recruiterInvitationsSchema,
  talentCandidateParamsSchema,
} from '@portal/contracts/talent-pool';
import type { Permission } from '@portal/contracts/users';
import { applicationSchema } from '@portal/contracts/vacancies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unitScopeOf } from '../../plugins/permissions';
import type { InvitationsService } from './invitations.service';

const permission: Permission = 'recruiting.talent_pool';
const recruitingTags = ['talent pool'];
const candidateTags = ['invitations'];

/** Invitations from the talent pool (DESIGN §2, decision 0074): the recruiters' side and the candidate's. */
export const invitationsRoutes: FastifyPluginAsyncZod<{ service: InvitationsService }> = async (
  app,
  { service },
) => {
  app.post(
    '/recruiting/v1/candidates/:id/invitations',
    {
      config: {
        permission,
        problems: ['not_found', 'already_invited', 'already_applied', 'deadline_passed'],
      },
      schema: {
        tags: recruitingTags,
        summary:
          'Invite a consenting candidate to a published vacancy of your units (once per candidate and vacancy); the candidate gets a mail and a notification',
        params: talentCandidateParamsSchema,
        body: invitationBodySchema,
        response: { 201: invitationCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await service.invite(
        unitScopeOf(request),
        request.authClaims!.userId,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/recruiting/v1/candidates/:id/invitations',
    {
      config: { permission, problems: ['not_found'] },
      schema: {
        tags: recruitingTags,
        summary:
          "A consenting candidate's invitations to vacancies of your units, newest first, each invited, applied, declined or expired",
        params: talentCandidateParamsSchema,
        response: { 200: recruiterInvitationsSchema },
      },
    },
    async (request) =>
      service.ofCandidateForRecruiter(
        unitScopeOf(request),
        request.params.id,
        resolveLocale(request.headers['accept-language']),
      ),
  );

  app.get(
    '/curriculum/invitations/v1',
    {
      config: { auth: 'candidate' },
      schema: {
        tags: candidateTags,
        summary: "The signed-in candidate's invitations, newest first",
        response: { 200: candidateInvitationsSchema },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser('candidate');
      return service.ofCandidate(userId, resolveLocale(request.headers['accept-language']));
    },
  );

  app.post(
    '/curriculum/invitations/v1/:id/accept',
    {
      config: {
        auth: 'candidate',
        problems: ['not_found', 'deadline_passed', 'resume_not_finished', 'invalid_transition'],
      },
      schema: {
        tags: candidateTags,
        summary: "Apply to the invitation's vacancy (the application rules apply); answers the application",
        params: idParams,
        response: { 201: applicationSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireUser('candidate');
      const locale = resolveLocale(request.headers['accept-language']);
      return reply.code(201).send(await service.accept(userId, request.params.id, locale));
    },
  );

  app.post(
    '/curriculum/invitations/v1/:id/decline',
    {
      config: { auth: 'candidate', problems: ['not_found', 'invalid_transition'] },
      schema: {
        tags: candidateTags,
        summary: 'Decline an invitation (declining again is no error)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireUser('candidate');
      await service.decline(userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
