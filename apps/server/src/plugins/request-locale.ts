import { type Locale, resolveLocale } from '@portal/contracts/locales';
import type { FastifyRequest } from 'fastify';

/** The language a request asks for by its Accept-Language header, as one of the portal's locales. */
export function requestLocale(request: FastifyRequest): Locale {
  return resolveLocale(request.headers['accept-language']);
}
