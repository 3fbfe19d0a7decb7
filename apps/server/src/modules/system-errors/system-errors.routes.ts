import { javascriptErrorReportSchema, requestErrorReportSchema } from '@portal/contracts/error-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SystemErrorsService } from './system-errors.service';

const REPORT_BODY_LIMIT = 32 * 1024;
const rateLimit = { max: 30, timeWindow: '1 minute' };

/** POST /api/intranet/system/v1/errors/request and /javascript: validated, size-limited, rate-limited, stored. */
export const systemErrorsRoutes: FastifyPluginAsyncZod<{ service: SystemErrorsService }> = async (
  app,
  { service },
) => {
  app.post(
    '/intranet/system/v1/errors/request',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      config: { auth: 'none', rateLimit },
      schema: {
        tags: ['system-errors'],
        summary: 'Report a failed request seen by a front end',
        body: requestErrorReportSchema,
        response: { 202: z.object({ id: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const id = await service.reportRequestError(request.body, { ip: request.ip });
      return reply.code(202).send({ id });
    },
  );
  app.post(
    '/intranet/system/v1/errors/javascript',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      config: { auth: 'none', rateLimit },
      schema: {
        tags: ['system-errors'],
        summary: 'Report a JavaScript error seen by a front end',
        body: javascriptErrorReportSchema,
        response: { 202: z.object({ id: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const id = await service.reportJavascriptError(request.body, { ip: request.ip });
      return reply.code(202).send({ id });
    },
  );
};
