import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config';
import { createNotificationBus } from './core/create-notification-bus';
import { AppError } from './core/errors';
import { createMailer, type Mailer } from './core/mail/mailer';
import type { NotificationBus } from './core/notification-bus';
import { Translations } from './core/translations';
import { type Database, openDatabase } from './db/database';
import { AccessTokens } from './modules/auth/access-token';
import { authRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { authService } from './modules/auth/auth.service';
import { authAuditLog } from './modules/auth/auth-audit';
import { cpfSignIn } from './modules/auth/cpf-sign-in';
import { oidcRoutes } from './modules/auth/oidc.routes';
import { oidcService } from './modules/auth/oidc.service';
import { sessionGuard } from './modules/auth/session-guard';
import { candidatesRepository } from './modules/candidates/candidates.repository';
import { candidatesRoutes } from './modules/candidates/candidates.routes';
import { candidatesService } from './modules/candidates/candidates.service';
import { type DataExportContributor, identityExportContributors } from './modules/candidates/data-export';
import { startRetentionJob } from './modules/candidates/retention-job';
import { careersPagesRoutes } from './modules/careers-pages/careers-pages.routes';
import { type CareersBuild, loadCareersBuild } from './modules/careers-pages/careers-pages.service';
import { contactRepository } from './modules/contact/contact.repository';
import { contactRoutes } from './modules/contact/contact.routes';
import { contactService } from './modules/contact/contact.service';
import { dictionaryRoutes } from './modules/dictionary/dictionary.routes';
import { geodataRoutes } from './modules/geodata/geodata.routes';
import { healthRoutes } from './modules/health/health.routes';
import { notificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { notificationsService } from './modules/notifications/notifications.service';
import { passwordRecoveryRepository } from './modules/password-recovery/password-recovery.repository';
import { passwordRecoveryRoutes } from './modules/password-recovery/password-recovery.routes';
import { passwordRecoveryService } from './modules/password-recovery/password-recovery.service';
import { applicantsService } from './modules/recruiting/applicants.service';
import { applicationNotices, localeOf } from './modules/recruiting/application-notice';
import { pipelineService } from './modules/recruiting/pipeline.service';
import { startApplicationsCloseJob } from './modules/recruiting/pipeline-job';
import {
  applicantsRepository,
  pipelineRepository,
  recruitingRepository,
} from './modules/recruiting/recruiting.repository';
import { recruitingRoutes } from './modules/recruiting/recruiting.routes';
import { recruitingService } from './modules/recruiting/recruiting.service';
import { registrationRepository } from './modules/registration/registration.repository';
import { registrationRoutes } from './modules/registration/registration.routes';
import { registrationService } from './modules/registration/registration.service';
import { resumeRepository } from './modules/resume/resume.repository';
import { resumeRoutes } from './modules/resume/resume.routes';
import { resumeService } from './modules/resume/resume.service';
import { systemErrorsRepository } from './modules/system-errors/system-errors.repository';
import { systemErrorsRoutes } from './modules/system-errors/system-errors.routes';
import { systemErrorsService } from './modules/system-errors/system-errors.service';
import { translationsRoutes } from './modules/translations/translations.routes';
import { usersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { usersService } from './modules/users/users.service';
import { vacanciesRepository } from './modules/vacancies/vacancies.repository';
import { vacanciesRoutes } from './modules/vacancies/vacancies.routes';
import { vacanciesService } from './modules/vacancies/vacancies.service';
import { paths } from './paths';
import { authenticationPlugin } from './plugins/authentication';
import { openApiOptions } from './plugins/openapi';
import { permissionsPlugin } from './plugins/permissions';
import { problemClientErrorHandler, problemFrameworkErrors, problemPlugin } from './plugins/problem';
import { publicCachePlugin } from './plugins/public-cache';
import { rateLimitStore } from './plugins/rate-limits';
import { securityHeadersPlugin } from './plugins/security-headers';
import { guardedValidatorCompiler } from './plugins/validation';
import { webAppsPlugin } from './plugins/web-apps';
import { seedDemoData } from './seed/seed';

export interface AppDependencies {
  /** An already opened database (tests pass a copy of a migrated template); otherwise one is opened from config. */
  database?: Database;
  /** The clock of the business rules (deadlines, expiries); tests control it. */
  now?: () => Date;
  /** The built careers app for server rendering; false to serve without it. Loaded from its dist by default. */
  careersBuild?: CareersBuild | false;
  /** Where mails go; by default SMTP_URL, or the development outbox in DATA_DIR. */
  mailer?: Mailer;
  /** How notification changes reach every instance; by default Redis, PostgreSQL or in-process (see create-bus). */
  notificationBus?: NotificationBus;
}

/** Default request body limit; routes that take more (a picture upload) raise their own. */
export const BODY_LIMIT_BYTES = 64 * 1024;

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** True when `promise` resolves within `ms`. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const done = promise.then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}

function trustProxyOption(trust: TrustProxy) {
  // Fastify reads a bare number as 'trust nobody'; a hop count trusts the socket peer and the hops before it.
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the whole server without listening: `server.ts` listens, tests call `app.inject()`. */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Forwarded headers count only from the proxies of TRUST_PROXY (default: nobody); request.ip is then the
    // right-most untrusted address, so a client cannot pick its own and walk around the rate limits.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: problemFrameworkErrors,
    clientErrorHandler: problemClientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = deps.database ?? (await openDatabase(config));
  const ownsDatabase = !deps.database;
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });
  await database.migrate();
  const now = deps.now ?? (() => new Date());
  if (config.SEED_DEMO) await seedDemoData(database.db, app.log, now());

  const translations = await Translations.load();
  const mailer = deps.mailer ?? createMailer(config, app.log);
  app.log.info(`mails go to the ${mailer.destination}`);
  app.addHook('onClose', async () => mailer.close());
  const secure = config.PUBLIC_URL.startsWith('https:');

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(problemPlugin, { translations });
  // Dynamic answers (API JSON, rendered pages) are compressed here; built assets are precompressed at build time.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  // ETag, 304 and Cache-Control of every `publicCache` route; registered globally so it hashes before compressing.
  await app.register(publicCachePlugin, { envName: config.ENV_NAME });
  const accessTokens = await AccessTokens.load(database.db);
  // The bus carries notification changes and ended sessions to every instance (decision 0042).
  const bus = deps.notificationBus ?? createNotificationBus(config, database, app.log);
  app.addHook('onClose', async () => bus.close());
  // Streams and /api/ready need the bus listening: give it the time of one connection and one query to start.
  if (!(await within(bus.ready(), config.DB_CONNECT_TIMEOUT_MS + config.DB_QUERY_TIMEOUT_MS)))
    app.log.warn('live notifications are not connected yet: /api/ready answers 503 until they are');
  const sessions = sessionGuard(database.db, bus, app.log);
  await app.register(authenticationPlugin, { tokens: accessTokens, envName: config.ENV_NAME, sessions });
  // Routes that need an intranet permission declare it (config.permission, decision 0050).
  await app.register(permissionsPlugin, { db: database.db });
  await app.register(securityHeadersPlugin, { secure });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(await rateLimitStore(config, app)),
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', {
        params: { seconds: Math.ceil(context.ttl / 1000) },
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      }),
  });

  await app.register(fastifySwagger, openApiOptions(config.ENV_NAME));
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const systemErrors = systemErrorsService(systemErrorsRepository(database.db));
  const vacancies = vacanciesService(vacanciesRepository(database.db), now, bus);
  // Intranet (issue 6): sign-in by CPF and OpenID Connect, users, notifications, contact.
  const cookieSettings = { envName: config.ENV_NAME, domain: config.COOKIE_DOMAIN, secure };
  const auth = authService(authRepository(database.db), accessTokens, sessions.sessionsEnded, now);
  const audit = await authAuditLog(database.db);
  const users = usersService(usersRepository(database.db), audit, sessions.sessionsEnded, now);
  const notifications = notificationsService(notificationsRepository(database.db), users, bus, now);
  const oidc =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
      ? await oidcService(
          {
            issuer: config.OIDC_ISSUER,
            clientId: config.OIDC_CLIENT_ID,
            clientSecret: config.OIDC_CLIENT_SECRET,
          },
          database.db,
          auth,
          audit,
          app.log,
        )
      : undefined;
  // Candidate identity (issue 4): registration with an e-mailed code, the candidate's own account, LGPD.
  const registration = registrationService(
    registrationRepository(database.db),
    auth,
    mailer,
    translations,
    app.log,
    now,
  );
  const candidatesRepo = candidatesRepository(database.db);
  /** Every module that stores candidate data adds its part of the LGPD export here (the resume adds `resume`). */
  const resume = resumeService(resumeRepository(database.db), now);
  // Recruiting (issue 11, decision 0050): vacancy management for recruiters, within their units.
  const recruiting = recruitingService(recruitingRepository(database.db), vacancies, now);
  // The applicants and the resumes recruiters open, each opening logged for the candidate (decision 0053).
  const applicants = applicantsService(
    applicantsRepository(database.db),
    recruiting.inScope,
    (userId) => resume.export(userId),
    now,
  );
  const dataExportContributors: DataExportContributor[] = [
    ...identityExportContributors(candidatesRepo),
    { name: 'resume', export: (userId) => resume.export(userId) },
    { name: 'resume_access_log', export: (userId) => applicants.exportAccessLog(userId) },
  ];
  const candidatesAccount = candidatesService(
    candidatesRepo,
    mailer,
    translations,
    dataExportContributors,
    sessions.sessionsEnded,
    app.log,
    now,
  );
  if (config.RETENTION_JOB && config.NODE_ENV !== 'test') {
    const job = startRetentionJob(candidatesAccount, config.RETENTION_MONTHS, app.log);
    app.addHook('onClose', async () => job.stop());
  }
  await app.register(
    async (api) => {
      await api.register(healthRoutes(database, bus));
      await api.register(registrationRoutes(registration, cookieSettings));
      await api.register(candidatesRoutes(candidatesAccount, cookieSettings));
      await api.register(systemErrorsRoutes(systemErrors));
      await api.register(vacanciesRoutes(vacancies));
      const applications = pipelineService(
        pipelineRepository(database.db),
        recruiting.inScope,
        applicationNotices(mailer, translations, notifications, app.log),
        now,
        (locale) => translations.t(localeOf(locale), 'mail.applicationStatus.autoClosed'),
      );
      if (config.APPLICATIONS_CLOSE_JOB && config.NODE_ENV !== 'test') {
        const job = startApplicationsCloseJob(applications, config.APPLICATIONS_CLOSE_AFTER_DAYS, app.log);
        app.addHook('onClose', async () => job.stop());
      }
      await api.register(recruitingRoutes(recruiting, applications, applicants), {
        prefix: '/recruiting/v1',
      });
      // Resume (issue 5): the eight sections, finish, dictionaries and geodata.
      await api.register(resumeRoutes(resume));
      await api.register(dictionaryRoutes);
      await api.register(geodataRoutes);
      await api.register(
        authRoutes(auth, cookieSettings, { cpf: cpfSignIn(database.db, audit, auth, now) }),
        { prefix: '/auth' },
      );
      await api.register(oidcRoutes(oidc, cookieSettings, config.PUBLIC_URL), { prefix: '/auth' });
      await api.register(usersRoutes(users, cookieSettings));
      // Account recovery (issue 9, decision 0041): candidates and intranet users alike.
      await api.register(
        passwordRecoveryRoutes(
          passwordRecoveryService(
            passwordRecoveryRepository(database.db),
            auth,
            sessions.sessionsEnded,
            audit,
            mailer,
            translations,
            app.log,
            now,
          ),
          cookieSettings,
        ),
      );
      await api.register(notificationsRoutes(notifications, bus));
      await api.register(
        contactRoutes(
          contactService(
            contactRepository(database.db),
            mailer,
            translations,
            config.CONTACT_RECIPIENT,
            app.log,
          ),
        ),
      );
    },
    { prefix: '/api' },
  );
  await app.register(translationsRoutes(translations));
  const portalConfig = {
    envName: config.ENV_NAME,
    loginUrl: config.LOGIN_URL,
    oidc: Boolean(oidc),
    contactPhone: config.CONTACT_PHONE,
    careersEmail: config.CAREERS_EMAIL,
    notificationsUrl: config.NOTIFICATIONS_URL,
  };
  await app.register(careersPagesRoutes, {
    build:
      deps.careersBuild === undefined
        ? await loadCareersBuild(paths.careersDist, paths.careersSsr)
        : deps.careersBuild || undefined,
    translations,
    vacancies: vacanciesRepository(database.db),
    publicUrl: config.PUBLIC_URL,
    portalConfig,
    now,
  });
  await app.register(webAppsPlugin, { portalConfig, translations });
  return app;
}
