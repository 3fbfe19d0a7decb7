import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { alertsPlugin } from './modules/alerts/alerts.plugin';
import { applicationsPlugin } from './modules/applications/applications.plugin';
import { authPlugin } from './modules/auth/auth.plugin';
import { candidatesPlugin } from './modules/candidates/candidates.plugin';
import { careersPagesPlugin } from './modules/careers-pages/careers-pages.plugin';
import type { CareersBuild } from './modules/careers-pages/careers-pages.service';
import { contactPlugin } from './modules/contact/contact.plugin';
import { dictionaryPlugin } from './modules/dictionary/dictionary.plugin';
import { geodataPlugin } from './modules/geodata/geodata.plugin';
import { healthPlugin } from './modules/health/health.plugin';
import { notificationsPlugin } from './modules/notifications/notifications.plugin';
import { passwordRecoveryPlugin } from './modules/password-recovery/password-recovery.plugin';
import { quotasPlugin } from './modules/quotas/quotas.plugin';
import { recruitingPlugin } from './modules/recruiting/recruiting.plugin';
import { registrationPlugin } from './modules/registration/registration.plugin';
import { resumePlugin } from './modules/resume/resume.plugin';
import { systemErrorsPlugin } from './modules/system-errors/system-errors.plugin';
import { talentPoolPlugin } from './modules/talent-pool/talent-pool.plugin';
import { translationsPlugin } from './modules/translations/translations.plugin';
import { usersPlugin } from './modules/users/users.plugin';
import { vacanciesPlugin } from './modules/vacancies/vacancies.plugin';
import { httpPlugin, serverOptions } from './plugins/http';
import { type InfrastructureDependencies, infrastructurePlugin } from './plugins/infrastructure';
import { guardedValidatorCompiler } from './plugins/validation';
import { webAppsPlugin } from './plugins/web-apps';
import { seedDemoData } from './seed/seed';

export interface AppDependencies extends InfrastructureDependencies {
  /** The built careers app for server rendering; false to serve without it. Loaded from its dist by default. */
  careersBuild?: CareersBuild | false;
}

/**
 * Builds the whole server without listening (`server.ts` listens, tests call `app.inject()`): the infrastructure
 * (`app.core`), the HTTP plugins every answer goes through, one plugin per area (each builds its repository, service
 * and routes and registers its jobs; an area hands its service to those after it), then the web apps.
 */
export async function buildApp(config: Config, dependencies: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config)).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(infrastructurePlugin, { config, dependencies });
  if (config.SEED_DEMO) await seedDemoData(app.core.database, app.log, app.core.now());
  await app.register(httpPlugin);

  // Areas, each after those whose services it uses.
  await app.register(authPlugin);
  await app.register(usersPlugin);
  await app.register(candidatesPlugin);
  await app.register(notificationsPlugin);
  await app.register(vacanciesPlugin);
  await app.register(resumePlugin);
  await app.register(applicationsPlugin);
  await app.register(recruitingPlugin);
  await app.register(quotasPlugin);
  await app.register(talentPoolPlugin);
  await app.register(alertsPlugin);
  await app.register(registrationPlugin);
  await app.register(passwordRecoveryPlugin);
  await app.register(contactPlugin);
  await app.register(systemErrorsPlugin);
  await app.register(dictionaryPlugin);
  await app.register(geodataPlugin);
  await app.register(healthPlugin);
  await app.register(translationsPlugin);

  // The web apps: the server-rendered careers pages, then the built front ends.
  const portalConfig = {
    envName: config.ENV_NAME,
    loginUrl: config.LOGIN_URL,
    oidc: app.auth.oidc,
    contactPhone: config.CONTACT_PHONE,
    careersEmail: config.CAREERS_EMAIL,
    notificationsUrl: config.NOTIFICATIONS_URL,
  };
  await app.register(careersPagesPlugin, { build: dependencies.careersBuild, portalConfig });
  await app.register(webAppsPlugin, { portalConfig, translations: app.core.translations });
  return app;
}
