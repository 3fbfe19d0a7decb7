import {
  type TalentPoolSource,
  talentPoolBodySchema,
  talentPoolChoiceSchema,
} from '@portal/contracts/talent-pool';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesAuth } from '#server/plugins/authentication';
import { requestLocale } from '#server/plugins/request-locale';
import type { TalentPoolService } from './talent-pool.service';

const tags = ['talent pool'];
const PATH = '/curriculum/candidates/v1/talent-pool';

/** The signed-in candidate's talent pool choice (DESIGN §2); always the candidate of the token, never an id. */
export const talentPoolRoutes: FastifyPluginAsyncZod<{ service: TalentPoolService }> = async (
  app,
  { service },
) => {
  routesAuth(app, 'candidate');
  const me = (request: { authClaims: { userId: string } | null }) => request.authClaims!.userId;

  app.get(
    PATH,
    {
      schema: {
        tags,
        summary:
          "Whether recruiters of the company may find the candidate's resume for other openings and invite the candidate, and since when (null while off)",
        response: { 200: talentPoolChoiceSchema },
      },
    },
    async (request) => service.choice(me(request)),
  );

  app.put(
    PATH,
    {
      config: { problems: ['not_found'] },
      schema: {
        tags,
        summary:
          'Turns the talent pool consent on or off (source: resume | account | careers_page, default account; finish: the resume Finish before decision 0086); off removes the candidate from every search at once. Every change is kept for the LGPD export',
        body: talentPoolBodySchema,
        response: { 200: talentPoolChoiceSchema },
      },
    },
    async (request) =>
      service.choose(
        me(request),
        request.body as { opt_in: boolean; source: TalentPoolSource },
        requestLocale(request),
      ),
  );
};
