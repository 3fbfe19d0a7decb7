import { MESSAGES } from '@portal/contracts/messages';
import { countrySchema, postalCodeCheckSchema, stateSchema } from '@portal/contracts/resume';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/core/errors';
import { routesAuth } from '#server/plugins/authentication';
import { requestLocale } from '#server/plugins/request-locale';
import { checkPostalCode, listCountries, listStates } from './geodata.service';

const tags = ['geodata'];

/** Spec §7 "Geodata": countries, states per country and the postal-code check, for signed-in users only. */
export const geodataRoutes: FastifyPluginAsyncZod = async (app) => {
  routesAuth(app, 'user');
  app.get(
    '/geodata/locations/v1/countries',
    {
      schema: {
        tags,
        summary: 'Countries with names in the caller language',
        response: { 200: z.array(countrySchema) },
      },
    },
    async (request, reply) => {
      reply.header('Vary', 'Accept-Language');
      return listCountries(requestLocale(request));
    },
  );
  app.get(
    '/geodata/locations/v1/countries/:country/states',
    {
      schema: {
        tags,
        summary: "States of a country (Brazil's 27 federative units)",
        params: z.object({ country: z.string().regex(/^[A-Za-z]{2}$/) }),
        response: { 200: z.array(stateSchema) },
      },
    },
    async (request) => {
      const states = listStates(request.params.country);
      if (!states) throw new AppError('not_found');
      return states;
    },
  );
  app.get(
    '/geodata/locations/v1/validate-postal-code',
    {
      schema: {
        tags,
        summary: 'Checks a Brazilian postal code (8 digits within a state CEP range) and names its state',
        querystring: z.object({ postal_code: z.string({ message: MESSAGES.required }).max(20) }),
        response: { 200: postalCodeCheckSchema },
      },
    },
    async (request) => checkPostalCode(request.query.postal_code),
  );
};
