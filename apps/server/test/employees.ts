import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '#server/core/passwords';
import type { Database } from '#server/db/database';
import { sessions, users } from '#server/db/schema';
import { AccessTokens } from '#server/modules/auth/access-token';

export interface TestEmployee {
  userId: string;
  email: string;
  sessionId: string;
  token: string;
  /** `Bearer <access token>` of a real session row. */
  authorization: string;
}

type EmployeeOptions = {
  name?: string;
  email?: string;
  password?: string;
  permissions?: string[];
  /** The recruiting unit limit; null (default) = every unit. */
  unitIds?: number[] | null;
  status?: string;
  cpf?: string;
  companyId?: number;
  cpfLoginEnabled?: boolean;
  passwordChangedAt?: Date;
};

/** Creates an employee directly in the database with an open session and a valid access token for it. */
export async function createEmployee(
  database: Database,
  options: EmployeeOptions = {},
): Promise<TestEmployee> {
  const id = randomUUID();
  const email = options.email ?? `employee-${id}@example.com`;
  await database.db.insert(users).values({
    id,
    kind: 'employee',
    email,
    emailNormalized: email.toLowerCase(),
    name: options.name ?? 'João Pereira',
    passwordHash: options.password ? await hashPassword(options.password) : null,
    status: options.status ?? 'A',
    permissions: options.permissions ?? [],
    unitIds: options.unitIds ?? null,
    cpf: options.cpf ?? null,
    companyId: options.companyId ?? 1,
    establishmentId: 10,
    sectionId: 100,
    cpfLoginEnabled: options.cpfLoginEnabled ?? Boolean(options.cpf),
    ...(options.passwordChangedAt ? { passwordChangedAt: options.passwordChangedAt } : {}),
  });
  const [session] = await database.db.insert(sessions).values({ userId: id, loginType: 'email' }).returning();
  const tokens = await AccessTokens.load(database.db);
  const token = await tokens.sign({ userId: id, kind: 'employee', sessionId: session!.id });
  return { userId: id, email, sessionId: session!.id, token, authorization: `Bearer ${token}` };
}

/** The employees of a test, one per key of `who`, created in its order (see `createEmployee`). */
export async function createEmployees<K extends string>(
  database: Database,
  who: Record<K, EmployeeOptions>,
): Promise<Record<K, TestEmployee>> {
  const employees = {} as Record<K, TestEmployee>;
  for (const [key, options] of Object.entries(who) as [K, EmployeeOptions][])
    employees[key] = await createEmployee(database, options);
  return employees;
}

export const basicAuthorization = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

/**
 * The password sign-in of spec §7: GET /api/auth/auth/v1/token with HTTP Basic `email:password`, in `language`
 * and from `remoteAddress` when given.
 */
export function signInWithPassword(
  app: FastifyInstance,
  email: string,
  password: string,
  options: { language?: string; remoteAddress?: string } = {},
) {
  return app.inject({
    url: '/api/auth/auth/v1/token',
    headers: {
      authorization: basicAuthorization(email, password),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export const cpfAuthorization = (cpf: string, company: string | number) =>
  `Cpf ${Buffer.from(`${cpf}:${company}`).toString('base64')}`;
