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
  /** One report endpoint: anonymous, its body at most 32 KiB, answering 202 with the stored report's id. */
  function reportRoute<Body extends z.ZodType>(
    kind: 'request' | 'javascript',
    summary: string,
    body: Body,
    store: (report: z.output<Body>, reporter: { ip: string }) => Promise<number>,
  ) {
    app.post(
      `/intranet/system/v1/errors/${kind}`,
      {
        bodyLimit: REPORT_BODY_LIMIT,
        config: { auth: 'none', rateLimit },
        schema: {
          tags: ['system-errors'],
          summary,
          body,
          response: { 202: z.object({ id: z.number().int() }) },
        },
      },
      async (request, reply) => {
        const id = await store(request.body as z.output<Body>, { ip: request.ip });
        return reply.code(202).send({ id });
      },
    );
  }

  reportRoute(
    'request',
    'Report a failed request seen by a front end',
    requestErrorReportSchema,
    service.reportRequestError,
  );
  reportRoute(
    'javascript',
    'Report a JavaScript error seen by a front end',
    javascriptErrorReportSchema,
    service.reportJavascriptError,
  );
};
