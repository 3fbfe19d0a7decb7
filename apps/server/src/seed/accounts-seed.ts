import { PERMISSIONS } from '@portal/contracts/users';
import { count } from 'drizzle-orm';
import { hashPassword } from '#server/core/passwords';
import type { Db } from '#server/db/database';
import { candidates, units, users } from '#server/db/schema';

interface DemoUser {
  description: string;
  kind: 'candidate' | 'employee';
  email: string;
  /** Without one the account signs in only by CPF (or SSO). */
  password?: string;
  name: string;
  status: string;
  /** Candidates: whether the resume is finished (default true). */
  finished?: boolean;
  /** The account's language (mails, notifications, the interface after sign-in); pt-BR by default. */
  locale?: 'pt-BR' | 'en-US' | 'es-ES';
  /** Intranet fields (spec §3). */
  employee?: {
    companyId: number;
    establishmentId: number;
    sectionId: number;
    permissions: string[];
    /** Recruiters limited to some units name their cities (units are seeded first); none = every unit. */
    unitCities?: string[];
    cpf?: string;
  };
}

/** The demo accounts of DESIGN §2: intranet users, a candidate with a complete resume and two with empty ones. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    description: 'Intranet administrator (status A)',
    kind: 'employee',
    email: 'admin@example.com',
    password: 'Admin-Portal-2026!',
    name: 'Ana Administradora',
    status: 'A',
    employee: {
      companyId: 1,
      establishmentId: 10,
      sectionId: 100,
      permissions: [...PERMISSIONS],
    },
  },
  {
    description: 'Recruiter: vacancies and applicants of every unit',
    kind: 'employee',
    email: 'recrutador@example.com',
    password: 'Recrutador-Portal-2026!',
    name: 'Roberto Recrutador',
    status: 'A',
    employee: {
      companyId: 1,
      establishmentId: 10,
      sectionId: 120,
      permissions: [
        'recruiting.vacancies',
        'recruiting.applications',
        'recruiting.talent_pool',
        'recruiting.sensitive',
      ],
    },
  },
  {
    description: 'Recruiter of the Betim plant only',
    kind: 'employee',
    email: 'recrutadora.betim@example.com',
    password: 'Recrutadora-Betim-2026!',
    name: 'Renata Recrutadora',
    status: 'A',
    employee: {
      companyId: 1,
      establishmentId: 30,
      sectionId: 310,
      permissions: ['recruiting.vacancies', 'recruiting.applications', 'recruiting.talent_pool'],
      unitCities: ['Betim'],
    },
  },
  {
    description: 'Intranet user who must change the password (status R)',
    kind: 'employee',
    email: 'reset@example.com',
    password: 'Reset-Portal-2026!',
    name: 'Rafael Reset',
    status: 'R',
    employee: { companyId: 1, establishmentId: 10, sectionId: 110, permissions: [] },
  },
  {
    description: 'Intranet user who signs in with CPF 529.982.247-25 and company 1 (no password)',
    kind: 'employee',
    email: 'operador@example.com',
    name: 'Carlos Operador',
    status: 'A',
    employee: { companyId: 1, establishmentId: 20, sectionId: 210, permissions: [], cpf: '52998224725' },
  },
  {
    description: 'Candidate with a complete, finished resume (careers: apply to vacancies)',
    kind: 'candidate',
    email: 'candidata@example.com',
    password: 'Candidata-Demo-2026!',
    name: 'Beatriz Almeida Santos',
    status: 'A',
    // Finished by seedCandidateResume once its resume is filled (the finish checks that it is complete).
    finished: false,
  },
  {
    description: 'Candidate with an empty, unfinished resume (careers resume)',
    kind: 'candidate',
    email: 'curriculo@example.com',
    password: 'Curriculo-Demo-2026!',
    name: 'Clara Curriculo',
    status: 'A',
    finished: false,
  },
  {
    description: 'Second candidate with an empty, unfinished resume (resume in English)',
    kind: 'candidate',
    email: 'resume@example.com',
    password: 'Resume-Demo-2026!!',
    name: 'Rita Resume',
    status: 'A',
    finished: false,
    // She fills her resume in English: her account reads English (decision 0071).
    locale: 'en-US',
  },
];

/** A demo account printed at start so a visitor can try the portal. */
export interface DemoAccount {
  description: string;
  login: string;
  password?: string;
}

export const DEMO_ACCOUNT_LINES: DemoAccount[] = DEMO_USERS.map((u) => ({
  description: u.description,
  login: u.employee?.cpf && !u.password ? 'CPF 529.982.247-25, company 1' : u.email,
  ...(u.password ? { password: u.password } : {}),
}));

/** Creates the demo users in a database without users; returns how many it created. */
export async function seedAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return 0;
  const seededUnits = await db.select({ id: units.id, city: units.city }).from(units);
  for (const demo of DEMO_USERS) {
    const [user] = await db
      .insert(users)
      .values({
        kind: demo.kind,
        email: demo.email,
        emailNormalized: demo.email.toLowerCase(),
        name: demo.name,
        passwordHash: demo.password ? await hashPassword(demo.password) : null,
        status: demo.status,
        ...(demo.locale ? { locale: demo.locale } : {}),
        ...(demo.employee
          ? {
              companyId: demo.employee.companyId,
              establishmentId: demo.employee.establishmentId,
              sectionId: demo.employee.sectionId,
              permissions: demo.employee.permissions,
              unitIds: demo.employee.unitCities
                ? seededUnits.filter((u) => demo.employee?.unitCities?.includes(u.city)).map((u) => u.id)
                : null,
              cpf: demo.employee.cpf ?? null,
              cpfLoginEnabled: Boolean(demo.employee.cpf),
            }
          : {}),
      })
      .returning({ id: users.id });
    if (demo.kind === 'candidate') {
      await db
        .insert(candidates)
        .values({ userId: user!.id, finished: demo.finished ?? true, seenPrivacyPolicy: true });
    }
  }
  return DEMO_USERS.length;
}
