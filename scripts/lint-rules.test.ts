/**
 * The import directions of DESIGN §1, as biome.json's `noRestrictedImports` overrides enforce them (decision 0001).
 *
 * Biome's stdin mode (`biome lint --stdin-file-path`) prints no diagnostics by design, so each fixture is written to a
 * temporary folder outside the repository at the path it would have in the tree, beside a copy of our biome.json, and
 * the local Biome binary lints them all in one run. No fixture ever sits in the tree.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const biome = join(root, 'node_modules', '.bin', 'biome');
const RULE = 'lint/style/noRestrictedImports';

/** The start of each rule's message in biome.json: a diagnostic must come from the right override. */
const MESSAGE = {
  climb: 'Decision 0098: in the server a file names what lies outside its folder from the root',
  core: "DESIGN §1: the server's core/ sits below everything",
  modules: "DESIGN §1: a server module never imports another module's repository",
  moduleTypes: 'DESIGN §1: a server module imports only types from another module',
  repositoryPlugins: 'DESIGN §1: a repository imports nothing of plugins/',
  contracts: 'DESIGN §1: packages/contracts imports nothing of ours',
  shell: 'DESIGN §1: packages/shell imports no app',
  features: 'DESIGN §1: a feature never imports another feature nor the server',
  kit: "Decision 0093: an app's kit sits below the features that import it",
} as const;
type Rule = keyof typeof MESSAGE;

interface Case {
  rule: Rule;
  /** where the importing file sits in the tree */
  file: string;
  /** the import statement */
  source: string;
  /** whether the rule must report it */
  violates: boolean;
}

const cases: Case[] = [];
function violation(rule: Rule, file: string, ...sources: string[]) {
  for (const source of sources) cases.push({ rule, file, source, violates: true });
}
function allowed(rule: Rule, file: string, ...sources: string[]) {
  for (const source of sources) cases.push({ rule, file, source, violates: false });
}

// Decision 0098: in the server a file names what lies outside its folder from the root, never by climbing.
violation(
  'climb',
  'apps/server/src/core/outbox/outbox-worker.ts',
  "import { AppError } from '../errors';",
  "import { database } from '../../db/database';",
);
violation(
  'climb',
  'apps/server/src/modules/recruiting/recruiting.service.ts',
  "import type { VacanciesService } from '../vacancies/vacancies.service';",
  "import { AppError } from '../../core/errors';",
);
violation(
  'climb',
  'apps/server/src/plugins/permissions.ts',
  "import { withinScope } from '../db/unit-scope';",
);
allowed(
  'climb',
  'apps/server/src/modules/recruiting/recruiting.service.ts',
  "import { recruitingRepository } from './recruiting.repository';",
  "import { AppError } from '#server/core/errors';",
);
allowed(
  'climb',
  'apps/server/src/plugins/permissions.ts',
  "import { withinScope } from '#server/db/unit-scope';",
  "import { createTestDatabase } from '#server-test/test-app';",
);
allowed(
  'climb',
  'apps/server/src/scale-out.reliability.test.ts',
  "import { SERVER_BUNDLE_OPTIONS } from '../bundle-options.mjs';",
);

// Server core/: nothing of modules/ or plugins/.
violation(
  'core',
  'apps/server/src/core/errors.ts',
  "import { usersService } from '#server/modules/users/users.service';",
  "import { authentication } from '#server/plugins/authentication';",
);
violation(
  'core',
  'apps/server/src/core/outbox/outbox-worker.ts',
  "import type { MailJob } from '#server/modules/contact/contact.service';",
  "export { permissions } from '#server/plugins/permissions';",
);
allowed(
  'core',
  'apps/server/src/core/outbox/outbox-worker.ts',
  "import { AppError } from '#server/core/errors';",
  "import { database } from '#server/db/database';",
  "import { problemCodes } from '@portal/contracts/problem-codes';",
  "import { sql } from 'drizzle-orm';",
);

// Server modules: never another module's repository, nor one of core/; the types of another module's service are fine.
violation(
  'modules',
  'apps/server/src/modules/recruiting/recruiting.service.ts',
  "import type { VacancyRow } from '#server/modules/vacancies/vacancies.repository';",
  "import { usersRepository } from '#server/modules/users/users.repository.ts';",
  "export const load = () => import('#server/modules/vacancies/vacancies.repository');",
  "import { outboxRepository } from '#server/core/outbox/outbox.repository';",
);
allowed(
  'modules',
  'apps/server/src/modules/recruiting/recruiting.service.ts',
  "import { recruitingRepository } from './recruiting.repository';",
  "import type { VacanciesService } from '#server/modules/vacancies/vacancies.service';",
  "import { AppError } from '#server/core/errors';",
);

// Server modules: of another module only types (`import type`); a value, a namespace or a dynamic import is refused.
// The rule reads names (Biome's option has no type-only switch): a lower-case or UPPER_CASE name is a value; a
// PascalCase name is a type, since verbatimModuleSyntax makes TypeScript refuse a type imported without `type`.
violation(
  'moduleTypes',
  'apps/server/src/modules/registration/registration.service.ts',
  "import { hashPassword } from '#server/modules/auth/passwords';",
  "import { type AuthService, tokenBody } from '#server/modules/auth/auth.service';",
  "import { ACCESS_TOKEN_TTL_SECONDS } from '#server/modules/auth/access-token';",
  "import * as auth from '#server/modules/auth/auth.service';",
  "import auth from '#server/modules/auth/auth.service';",
  "export { sessionCookies } from '#server/modules/auth/session-cookies';",
  "export const load = () => import('#server/modules/auth/auth.service');",
  "import { vacanciesPlugin } from '#server/modules/vacancies/vacancies.plugin';",
);
allowed(
  'moduleTypes',
  'apps/server/src/modules/registration/registration.service.ts',
  "import type { AuthService, IssuedTokens } from '#server/modules/auth/auth.service';",
  "import { type AuthService } from '#server/modules/auth/auth.service';",
  "export type { CookieSettings } from '#server/plugins/session-cookies';",
  "import { hashPassword } from '#server/core/passwords';",
  "import { registrationRepository } from './registration.repository';",
);

// Server repositories: nothing of plugins/ (the unit scope's SQL is in db/); the module rules still hold there.
violation(
  'repositoryPlugins',
  'apps/server/src/modules/recruiting/recruiting.repository.ts',
  "import { type UnitScope, withinScope } from '#server/plugins/permissions';",
  "import type { CookieSettings } from '#server/plugins/session-cookies';",
);
violation(
  'modules',
  'apps/server/src/modules/recruiting/recruiting.repository.ts',
  "import { vacanciesRepository } from '#server/modules/vacancies/vacancies.repository';",
);
violation(
  'moduleTypes',
  'apps/server/src/modules/recruiting/recruiting.repository.ts',
  "import { statusOf } from '#server/modules/vacancies/vacancies.service';",
);
violation(
  'climb',
  'apps/server/src/modules/recruiting/recruiting.repository.ts',
  "import { vacancies } from '../../db/schema';",
);
allowed(
  'repositoryPlugins',
  'apps/server/src/modules/recruiting/recruiting.repository.ts',
  "import { type UnitScope, withinScope } from '#server/db/unit-scope';",
  "import { vacancies } from '#server/db/schema';",
  "import { AppError } from '#server/core/errors';",
);
allowed(
  'repositoryPlugins',
  'apps/server/src/modules/recruiting/recruiting.service.ts',
  "import { unitScopeOf } from '#server/plugins/permissions';",
);

// packages/contracts: nothing of ours; its own files in another folder are @portal/contracts/….
violation(
  'contracts',
  'packages/contracts/src/recruiting.ts',
  "import { apiFetch } from '@portal/shell/api/client';",
  "import { layout } from '@portal/shell';",
  "import { routes } from '@portal/intranet/app/routes';",
  "import type { AppConfig } from '#server/config';",
  "import { routes } from '#careers/app/routes';",
  "import type { AppConfig } from '../../../apps/server/src/config';",
  "import { Field } from '../../shell/src/forms/field';",
);
violation(
  'contracts',
  'packages/contracts/src/test/common-i18n.ts',
  "import pt from '../../../shell/src/i18n/pt';",
  "import { locales } from '../locales';",
);
allowed(
  'contracts',
  'packages/contracts/src/recruiting.ts',
  "import { messages } from './messages';",
  "import { locales } from '@portal/contracts/locales';",
  "import { z } from 'zod';",
);
allowed(
  'contracts',
  'packages/contracts/src/test/common-i18n.ts',
  "import { locales } from '@portal/contracts/locales';",
);

// packages/shell: no app, not the server; its own files in another folder are @portal/shell/….
violation(
  'shell',
  'packages/shell/src/layout/header.tsx',
  "import { RecruitingMenu } from '@portal/intranet/features/vacancies/menu';",
  "import { careersRoutes } from '@portal/careers/app/routes';",
  "import type { AppConfig } from '@portal/server/config';",
  "import { RecruitingMenu } from '#intranet/features/vacancies/menu';",
  "import { buildApp } from '#server/app';",
  "import { buildApp } from '../../../../apps/server/src/app';",
  "import { apiFetch } from '../api/client';",
);
allowed(
  'shell',
  'packages/shell/src/layout/header.tsx',
  "import { COMPANY } from '@portal/contracts/constants';",
  "import { portalConfig } from '@portal/shell/api/portal-config';",
  "import { HeaderMenu } from './header-menu';",
  "import { useState } from 'react';",
);

// App features: no other feature, not the server; the app's other files from the root (#careers/…, #intranet/…).
violation(
  'features',
  'apps/careers/src/features/resume/resume-page.tsx',
  "import { getVacancies } from '../vacancies/api/get-vacancies';",
  "import { VacancyCard } from '../vacancies/components/cards/vacancy-card';",
  "import { SignIn } from '#careers/features/identity/sign-in';",
  "import type { AppConfig } from '@portal/server/config';",
  "import type { AppConfig } from '#server/config';",
  "import { buildApp } from '../../../../server/src/app';",
  "import { RootLayout } from '../../app/root-layout';",
);
violation(
  'features',
  'apps/intranet/src/features/vacancies/components/vacancy-editor.tsx',
  "import { HomePage } from '../../home/home-page';",
  "export { LoginForm } from '../../login/components/login-form';",
  "const Orders = () => import('#intranet/features/orders/orders-page');",
  "import { RootLayout } from '../../../app/root-layout';",
  "import { vacancies } from '../../../../../server/src/modules/vacancies/vacancies.service';",
);
violation(
  'features',
  'apps/intranet/src/features/applicants/components/table/rows/applicant-row.tsx',
  "import { notifications } from '../../../../notifications/api/get-notifications';",
);
allowed(
  'features',
  'apps/careers/src/features/resume/resume-page.tsx',
  "import { ResumeForm } from './components/resume-form';",
  "import { RootLayout } from '#careers/app/root-layout';",
  "import { Button } from '@portal/shell/components/button';",
  "import { resumeSchema } from '@portal/contracts/resume';",
);
allowed(
  'features',
  'apps/intranet/src/features/vacancies/components/vacancy-editor.tsx',
  "import { getVacancy } from '../api/get-vacancy';",
  "import { vacanciesPath } from '../vacancies-paths';",
  "import { StatusTabs } from './status-tabs';",
  "import { RootLayout } from '#intranet/app/root-layout';",
);

// The recruiters' areas (decision 0093): one never imports another; each may import the recruiting kit, which imports
// none of them, nor the app or the server.
violation(
  'features',
  'apps/intranet/src/features/vacancies/components/vacancy-list-page.tsx',
  "import { applicantsPath } from '../../applicants/applicants-contribution';",
  "import { useApplicants } from '#intranet/features/applicants/api/get-applicants';",
  "const Quotas = () => import('../../quotas/components/quotas-page');",
);
violation(
  'features',
  'apps/intranet/src/features/talent-pool/talent-pool-contribution.tsx',
  "import { vacanciesContribution } from '../vacancies/vacancies-contribution';",
);
allowed(
  'features',
  'apps/intranet/src/features/vacancies/components/vacancy-list-page.tsx',
  "import { applicantsPath } from '#intranet/kit/recruiting/recruiting-access';",
  "import { TopPageHeader } from '#intranet/kit/recruiting/components/top-page-header';",
  "import '#intranet/kit/recruiting/components/recruiting.css';",
);
allowed(
  'features',
  'apps/intranet/src/features/talent-pool/talent-pool-contribution.tsx',
  "import { talentPoolPath } from '#intranet/kit/recruiting/recruiting-access';",
);
violation(
  'kit',
  'apps/intranet/src/kit/recruiting/components/resume-view.tsx',
  "import { useApplication } from '#intranet/features/applicants/api/get-application';",
  "const Page = () => import('#intranet/features/vacancies/components/vacancy-list-page');",
  "import { CONTRIBUTIONS } from '#intranet/app/contributions';",
  "import type { AppConfig } from '@portal/server/config';",
  "import { useApplication } from '../../../features/applicants/api/get-application';",
);
violation(
  'kit',
  'apps/intranet/src/kit/recruiting/recruiting-access.ts',
  "import { quotasContribution } from '../../features/quotas/quotas-contribution';",
);
// The careers app's kit likewise: both the vacancy's page and the candidate's applications cancel through it.
violation(
  'kit',
  'apps/careers/src/kit/applications/api/cancel-application.ts',
  "import { useApplications } from '#careers/features/applications/api/get-applications';",
  "import { router } from '#careers/app/router';",
);
allowed(
  'features',
  'apps/careers/src/features/vacancies/components/confirm-registration.tsx',
  "import { cancelApplication } from '#careers/kit/applications/api/cancel-application';",
);
allowed(
  'kit',
  'apps/careers/src/kit/applications/api/cancel-application.ts',
  "import { apiFetch } from '@portal/shell/api/http-client';",
);
allowed(
  'kit',
  'apps/intranet/src/kit/recruiting/components/resume-view.tsx',
  "import { vacancyApiPath } from '../api/get-vacancy';",
  "import { canRecruit } from '../recruiting-access';",
  "import { PageHeader } from '@portal/shell/layout/page-header';",
  "import type { Permissions } from '@portal/contracts/users';",
);

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

/** The import rule's diagnostics of the local Biome over these paths (and options) in a folder. */
function importDiagnostics(cwd: string, args: string[]): Diagnostic[] {
  const only = ['--reporter=json', '--max-diagnostics=none', '--only', 'style/noRestrictedImports'];
  const run = spawnSync(biome, ['lint', ...only, ...args], { cwd, encoding: 'utf8' });
  if (run.error) throw run.error;
  return (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}

let workdir: string;
let byFile: Map<string, Diagnostic[]>;
/** fixture path (relative to the work folder) → its case */
const fixtures = new Map<string, Case>();

beforeAll(() => {
  workdir = mkdtempSync(join(tmpdir(), 'lint-rules-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  writeFileSync(join(workdir, 'biome.json'), JSON.stringify(config));
  // One import per file, each in a file of its own name in the case's folder, so a report points at one case.
  cases.forEach((c, i) => {
    const file = join(dirname(c.file), `${i}-${c.file.split('/').pop()}`);
    mkdirSync(join(workdir, dirname(file)), { recursive: true });
    writeFileSync(join(workdir, file), `${c.source}\n`);
    fixtures.set(file, c);
  });
  byFile = new Map();
  for (const d of importDiagnostics(workdir, ['--vcs-enabled=false', '.'])) {
    const list = byFile.get(d.location.path) ?? [];
    list.push(d);
    byFile.set(d.location.path, list);
  }
});

afterAll(() => {
  if (workdir) rmSync(workdir, { recursive: true, force: true });
});

describe('DESIGN §1 import rules in biome.json', () => {
  it('the tree keeps every import rule', () => {
    const found = importDiagnostics(root, ['apps', 'packages']);
    expect(found.map((d) => `${d.location.path}: ${d.message}`)).toEqual([]);
  }, 60_000); // the whole tree: seconds on a quiet machine, more beside the API tests on CI's two cores

  it('lints every fixture', () => {
    expect(fixtures.size).toBe(cases.length);
    for (const path of byFile.keys()) expect(fixtures.has(path), path).toBe(true);
  });

  for (const rule of Object.keys(MESSAGE) as Rule[]) {
    it(`${rule}: reports each violating import with the rule and its message, and no allowed one`, () => {
      const mine = [...fixtures].filter(([, c]) => c.rule === rule);
      expect(mine.some(([, c]) => c.violates)).toBe(true);
      expect(mine.some(([, c]) => !c.violates)).toBe(true);
      for (const [path, c] of mine) {
        const found = (byFile.get(path) ?? []).filter((d) => d.category === RULE);
        const where = `${c.file}: ${c.source}`;
        if (c.violates) {
          // Another rule may refuse the same import too (a value of another module's repository): this rule once.
          expect(
            found.filter((d) => d.message.includes(MESSAGE[rule])),
            where,
          ).toHaveLength(1);
        } else {
          expect(found, where).toEqual([]);
        }
      }
    });
  }
});
