import { idParams } from '@portal/contracts/input-safety';
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
import { routesAuth } from '../../plugins/authentication';
import { BASIC_INFORMATION_BODY_LIMIT } from './picture';
import type { ResumeService } from './resume.service';

const tags = ['resume'];

/**
 * Spec §7 "Resume" and the finish call. Every route is for the signed-in candidate only: the check runs on
 * request, before a body is read, so an anonymous upload is refused at once.
 */
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
      config: { problems: ['cpf_in_use', 'rate_limited', 'service_unavailable'] },
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

  app.get(
    '/curriculum/degrees/v1',
    { schema: { tags, summary: 'Degrees', response: { 200: z.array(degreeSchema) } } },
    async (request) => service.degrees(me(request)),
  );
  app.post(
    '/curriculum/degrees/v1',
    {
      config: { problems: ['duplicate_degree', 'limit_reached'] },
      schema: {
        tags,
        summary: 'Adds a degree (at most 5, no duplicates)',
        body: degreeBodySchema,
        response: { 201: degreeSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.addDegree(me(request), request.body)),
  );
  app.delete(
    '/curriculum/degrees/v1/:id',
    {
      config: { problems: ['last_degree'] },
      schema: {
        tags,
        summary: 'Deletes a degree (never the last one)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.removeDegree(me(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/curriculum/complements/v1',
    { schema: { tags, summary: 'Complementary courses', response: { 200: z.array(complementSchema) } } },
    async (request) => service.complements(me(request)),
  );
  app.post(
    '/curriculum/complements/v1',
    {
      config: { problems: ['limit_reached'] },
      schema: {
        tags,
        summary: 'Adds a complementary course (at most 5)',
        body: complementBodySchema,
        response: { 201: complementSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.addComplement(me(request), request.body)),
  );
  app.delete(
    '/curriculum/complements/v1/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a complementary course',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.remove('complements', me(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/curriculum/languages/v1',
    { schema: { tags, summary: 'Languages', response: { 200: z.array(languageSchema) } } },
    async (request) => service.languages(me(request)),
  );
  app.post(
    '/curriculum/languages/v1',
    {
      config: { problems: ['limit_reached'] },
      schema: {
        tags,
        summary: 'Adds a language (or changes the level of one already listed)',
        body: languageBodySchema,
        response: { 201: languageSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.addLanguage(me(request), request.body)),
  );
  app.delete(
    '/curriculum/languages/v1/:id',
    { schema: { tags, summary: 'Deletes a language', params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove('languages', me(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/curriculum/experiences/v1',
    { schema: { tags, summary: 'Experiences', response: { 200: z.array(experienceSchema) } } },
    async (request) => service.experiences(me(request)),
  );
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
  app.post(
    '/curriculum/experiences/v1',
    {
      config: { problems: ['limit_reached'] },
      schema: {
        tags,
        summary: 'Adds an experience (at most 5; empty endDate = current)',
        body: experienceBodySchema,
        response: { 201: experienceSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.addExperience(me(request), request.body)),
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
  app.delete(
    '/curriculum/experiences/v1/:id',
    { schema: { tags, summary: 'Deletes an experience', params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove('experiences', me(request), request.params.id);
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
