import { idParams } from '@portal/contracts/input-safety';
import { MESSAGES } from '@portal/contracts/messages';
import type { ErrorCode } from '@portal/contracts/problem-codes';
import {
  addressBodySchema,
  addressSchema,
  apprenticeCheckSchema,
  basicInformationBodySchema,
  basicInformationSchema,
  complementBodySchema,
  complementSchema,
  degreeBodySchema,
  degreeSchema,
  experienceBodySchema,
  experienceSchema,
  finishSchema,
  firstJobSchema,
  interestsBodySchema,
  interestsSchema,
  languageBodySchema,
  languageSchema,
} from '@portal/contracts/resume';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesAuth } from '#server/plugins/authentication';
import { BASIC_INFORMATION_BODY_LIMIT } from './picture';
import type { ResumeService } from './resume.service';

const tags = ['resume'];

/**
 * Spec §7 "Resume" and the finish call. Every route is for the signed-in candidate only: the check runs on
 * request, before a body is read, so an anonymous upload is refused at once.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one registration per route of spec §7's resume sections, each a few lines of schema; split, the routes would lose the one `me` and auth check they share.
export const resumeRoutes: FastifyPluginAsyncZod<{ service: ResumeService }> = async (app, { service }) => {
  routesAuth(app, 'candidate');
  const me = (request: { authClaims: { userId: string } | null }) => request.authClaims!.userId;

  app.get(
    '/curriculum/basic-information/v1',
    {
      schema: {
        tags,
        summary: "The candidate's basic information (null before the first save); picture as a WebP data URL",
        response: { 200: basicInformationSchema.nullable() },
      },
    },
    async (request) => service.basicInformation(me(request)),
  );
  app.put(
    '/curriculum/basic-information/v1',
    {
      // 429: another picture of the same account is in flight; 503: the decode queue is full (decision 0065).
      config: {
        problems: ['cpf_in_use', 'rate_limited', 'service_unavailable'],
        // The body's limit is the picture's 8 MB as a data URL: a body over it is the picture's refusal.
        payloadTooLargeDetail: MESSAGES.imageTooLarge,
      },
      bodyLimit: BASIC_INFORMATION_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Saves the basic information; picture is a data URL (≤ 8 MB, checked by content, re-encoded to WebP), omitted to keep the stored one',
        body: basicInformationBodySchema,
        response: { 200: basicInformationSchema },
      },
    },
    async (request) => service.saveBasicInformation(me(request), request.body as never),
  );
  app.get(
    '/curriculum/basic-information/v1/picture',
    {
      config: { problems: ['not_found'] },
      schema: {
        tags,
        summary: "The candidate's own picture (image/webp); 404 without one",
        produces: ['image/webp'],
      },
    },
    async (request, reply) => {
      const picture = await service.picture(me(request));
      if (!picture) return reply.callNotFound();
      return reply.type('image/webp').header('cache-control', 'private, no-store').send(picture);
    },
  );

  app.get(
    '/curriculum/address/v1',
    { schema: { tags, summary: "The candidate's address", response: { 200: addressSchema.nullable() } } },
    async (request) => service.address(me(request)),
  );
  app.put(
    '/curriculum/address/v1',
    {
      schema: {
        tags,
        summary: 'Saves the address',
        body: addressBodySchema,
        response: { 200: addressSchema },
      },
    },
    async (request) => service.saveAddress(me(request), request.body as never),
  );

  /**
   * A list section (spec §7): GET the candidate's list, POST one more item (201), DELETE one by id (204).
   */
  const listSection = <Body extends z.ZodTypeAny>(section: {
    path: string;
    item: z.ZodTypeAny;
    body: Body;
    summaries: { list: string; add: string; remove: string };
    addProblems: ErrorCode[];
    removeProblems?: ErrorCode[];
    list: (userId: string) => Promise<unknown[]>;
    add: (userId: string, body: z.infer<Body>) => Promise<unknown>;
    remove: (userId: string, id: number) => Promise<void>;
  }) => {
    const path = `/curriculum/${section.path}/v1`;
    app.get(
      path,
      { schema: { tags, summary: section.summaries.list, response: { 200: z.array(section.item) } } },
      async (request) => section.list(me(request)),
    );
    app.post(
      path,
      {
        config: { problems: section.addProblems },
        schema: {
          tags,
          summary: section.summaries.add,
          body: section.body,
          response: { 201: section.item },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await section.add(me(request), request.body as z.infer<Body>)),
    );
    app.delete(
      `${path}/:id`,
      {
        config: { problems: section.removeProblems },
        schema: { tags, summary: section.summaries.remove, params: idParams, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await section.remove(me(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };

  listSection({
    path: 'degrees',
    item: degreeSchema,
    body: degreeBodySchema,
    summaries: {
      list: 'Degrees',
      add: 'Adds a degree (at most 5, no duplicates)',
      remove: 'Deletes a degree (never the last one)',
    },
    addProblems: ['duplicate_degree', 'limit_reached'],
    removeProblems: ['last_degree'],
    list: service.degrees,
    add: service.addDegree,
    remove: service.removeDegree,
  });
  listSection({
    path: 'complements',
    item: complementSchema,
    body: complementBodySchema,
    summaries: {
      list: 'Complementary courses',
      add: 'Adds a complementary course (at most 5)',
      remove: 'Deletes a complementary course',
    },
    addProblems: ['limit_reached'],
    list: service.complements,
    add: service.addComplement,
    remove: (userId, id) => service.remove('complements', userId, id),
  });
  listSection({
    path: 'languages',
    item: languageSchema,
    body: languageBodySchema,
    summaries: {
      list: 'Languages',
      add: 'Adds a language (or changes the level of one already listed)',
      remove: 'Deletes a language',
    },
    addProblems: ['limit_reached'],
    list: service.languages,
    add: service.addLanguage,
    remove: (userId, id) => service.remove('languages', userId, id),
  });
  listSection({
    path: 'experiences',
    item: experienceSchema,
    body: experienceBodySchema,
    summaries: {
      list: 'Experiences',
      add: 'Adds an experience (at most 5; empty endDate = current)',
      remove: 'Deletes an experience',
    },
    addProblems: ['limit_reached'],
    list: service.experiences,
    add: service.addExperience,
    remove: (userId, id) => service.remove('experiences', userId, id),
  });
  app.get(
    '/curriculum/experiences/v1/first-job',
    {
      schema: {
        tags,
        summary: 'The first-job answer: true (no experience), false (has experiences), null (not answered)',
        response: { 200: firstJobSchema },
      },
    },
    async (request) => ({ first_job: await service.firstJob(me(request)) }),
  );
  app.delete(
    '/curriculum/experiences/v1',
    {
      schema: {
        tags,
        summary: 'First job: removes every experience',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.clearExperiences(me(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/curriculum/interests/v1',
    {
      schema: {
        tags,
        summary: 'Interests (null before the first save)',
        response: { 200: interestsSchema.nullable() },
      },
    },
    async (request) => service.interests(me(request)),
  );
  app.put(
    '/curriculum/interests/v1',
    {
      schema: {
        tags,
        summary: 'Saves the interests (young apprentice only for ages 14 to 24)',
        body: interestsBodySchema,
        response: { 200: interestsSchema },
      },
    },
    async (request) => service.saveInterests(me(request), request.body),
  );
  app.get(
    '/curriculum/interests/v1/validate-apprentice',
    {
      schema: {
        tags,
        summary: 'Whether the saved birthdate allows the young-apprentice option (ages 14 to 24)',
        response: { 200: apprenticeCheckSchema },
      },
    },
    async (request) => service.validateApprentice(me(request)),
  );

  app.get(
    '/curriculum/candidates/v1/finish',
    {
      config: { problems: ['resume_incomplete'], changesState: true },
      schema: {
        tags,
        summary:
          'Marks the resume finished when every required section is valid; 409 listing what is missing',
        response: { 200: finishSchema },
      },
    },
    async (request) => service.finish(me(request)),
  );
};
