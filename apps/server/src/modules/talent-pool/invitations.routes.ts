import { idParams } from '@portal/contracts/input-safety';
import type { Locale } from '@portal/contracts/locales';
import { type ErrorCode, errorCodeKeys } from '@portal/contracts/problem-codes';
import {
  bulkInvitationBodySchema,
  bulkInvitationResultSchema,
  candidateInvitationsSchema,
  invitationBodySchema,
  invitationCreatedSchema,
  invitationOptionsQuerySchema,
  invitationOptionsSchema,
  recruiterInvitationsSchema,
  talentCandidateParamsSchema,
} from '@portal/contracts/talent-pool';
import type { Permission } from '@portal/contracts/users';
import { applicationSchema, invitationAcceptBodySchema } from '@portal/contracts/vacancies';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unitScopeOf } from '#server/plugins/permissions';
import { requestLocale } from '#server/plugins/request-locale';
import type { InvitationsService, Inviter } from './invitations.service';

const permission: Permission = 'recruiting.talent_pool';
const recruitingTags = ['talent pool'];
const candidateTags = ['invitations'];

/** Who invites: the caller's units, id and whether they see PcD data (read with the session, decision 0069). */
function inviterOf(request: FastifyRequest): Inviter {
  const permissions = (request.authGrant?.permissions ?? []) as readonly Permission[];
  return {
    scope: unitScopeOf(request),
    recruiterId: request.authClaims!.userId,
    sensitive: permissions.includes('recruiting.sensitive'),
  };
}

/** The problems of an invitation refused for the candidate or the vacancy (decisions 0074, 0087). */
const INVITE_PROBLEMS: ErrorCode[] = [
  'not_found',
  'already_invited',
  'already_applied',
  'deadline_passed',
  'pcd_exclusive',
  'apprentice_age',
];

/** Invitations from the talent pool (DESIGN §2, decisions 0074, 0087): the recruiters' side and the candidate's. */
export const invitationsRoutes: FastifyPluginAsyncZod<{
  service: InvitationsService;
  /** A `common` key in a language (a bulk invitation's refusals carry their detail in the caller's language). */
  translate: (locale: Locale, key: string) => string;
}> = async (app, { service, translate }) => {
  app.post(
    '/recruiting/v1/candidates/:id/invitations',
    {
      config: { permission, problems: INVITE_PROBLEMS },
      schema: {
        tags: recruitingTags,
        summary:
          'Invite a consenting candidate to a published vacancy of your units (once per candidate and vacancy); the candidate gets a mail and a notification',
        description:
          'Refused with 409 `pcd_exclusive` when the vacancy is exclusive to people with disabilities and the candidate declared none, 409 `apprentice_age` for a young apprentice vacancy when the candidate is not 14-24 years old today (Brasília) or gave no birth date, 409 `already_applied` / `already_invited`; a PcD-exclusive vacancy needs `recruiting.sensitive` too (403 otherwise).',
        params: talentCandidateParamsSchema,
        body: invitationBodySchema,
        response: { 201: invitationCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await service.invite(inviterOf(request), request.params.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/recruiting/v1/invitations',
    {
      config: { permission, problems: ['not_found', 'deadline_passed'] },
      schema: {
        tags: recruitingTags,
        summary:
          'Invite several consenting candidates to one published vacancy of your units with one message; each gets the mail and the notification in their own language',
        description:
          'Each candidate is invited or refused as `POST /candidates/{id}/invitations` would answer (one invitation per candidate and vacancy): the answer lists who was invited, with the invitation id, and who was not, with the problem code and its detail in your language. The whole request is refused (nothing written) when the vacancy is not a published vacancy of your units (404), has passed its deadline (409 `deadline_passed`), or is exclusive to people with disabilities and you lack `recruiting.sensitive` (403).',
        body: bulkInvitationBodySchema,
        response: { 200: bulkInvitationResultSchema },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const { invited, refused } = await service.inviteMany(inviterOf(request), request.body);
      return {
        invited,
        refused: refused.map(({ candidate_id, error }) => ({
          candidate_id,
          code: error.code,
          detail: translate(locale, error.options.detailKey ?? errorCodeKeys(error.code).detail),
        })),
      };
    },
  );

  app.get(
    '/recruiting/v1/invitation-options',
    {
      config: { permission },
      schema: {
        tags: recruitingTags,
        summary:
          'What the invitation dialog offers these candidates: those who consent now with their language, and the open vacancies of your units at least one of them can take, each with who cannot and why',
        description:
          '`candidates` is a comma-separated list of candidate ids (at most 50). A vacancy is left out when none of them can take it: exclusive to people with disabilities and no disability declared, young apprentice and outside 14-24 years old, or applied to or invited to already. PcD-exclusive vacancies are offered only with `recruiting.sensitive`. Vacancies come by unit, then title in your language.',
        querystring: invitationOptionsQuerySchema,
        response: { 200: invitationOptionsSchema },
      },
    },
    async (request) => service.options(inviterOf(request), request.query.candidates, requestLocale(request)),
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
      service.ofCandidateForRecruiter(unitScopeOf(request), request.params.id, requestLocale(request)),
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
      return service.ofCandidate(userId, requestLocale(request));
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
        description:
          "The body carries the answers to the vacancy's screening questions, as the apply call does (a vacancy " +
          "without required questions takes no body); the application's source is `invitation`.",
        params: idParams,
        body: invitationAcceptBodySchema,
        response: { 201: applicationSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireUser('candidate');
      const locale = requestLocale(request);
      const answers = request.body?.answers ?? [];
      return reply.code(201).send(await service.accept(userId, request.params.id, answers, locale));
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
