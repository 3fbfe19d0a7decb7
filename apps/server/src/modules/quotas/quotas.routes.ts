import { quotaFiguresSchema, quotasSchema } from '@portal/contracts/quotas';
import type { Permission } from '@portal/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unitScopeOf } from '#server/plugins/permissions';
import type { QuotasService } from './quotas.service';

const tags = ['recruiting'];
/** Everyone who recruits reads the quotas; recording the figures is the administrator's. */
const reading: Permission[] = [
  'recruiting.vacancies',
  'recruiting.applications',
  'recruiting.talent_pool',
  'recruiting.quotas',
];

/** The legal quotas under /api/recruiting/v1 (decision 0072). */
export const quotasRoutes: FastifyPluginAsyncZod<{ service: QuotasService; now: () => Date }> = async (
  app,
  { service, now },
) => {
  app.get(
    '/quotas',
    {
      config: { permission: reading },
      schema: {
        tags,
        summary:
          'The PcD quota of the company and the apprentice quota of each unit: recorded figures and the day they are from (null for a unit never recorded), what the law asks, hires through the portal approved since that day, and the gap',
        response: { 200: quotasSchema },
      },
    },
    async (request) => service.get(unitScopeOf(request)),
  );

  app.put(
    '/quotas',
    {
      config: { permission: 'recruiting.quotas' },
      schema: {
        tags,
        summary:
          "Record the company's headcount and PcD employees and each unit's figures, with the day they are from (not after today); units left out keep theirs (a recruiter of every unit)",
        body: quotaFiguresSchema,
        response: { 200: quotasSchema },
      },
    },
    async (request) => service.record(unitScopeOf(request), request.authClaims!.userId, request.body, now()),
  );
};
