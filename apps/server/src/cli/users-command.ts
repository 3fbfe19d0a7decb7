import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { isValidCpf, normalizeCpf } from '@portal/contracts/cpf';
import { validatePassword } from '@portal/contracts/password-policy';
import { isPermission, PERMISSIONS } from '@portal/contracts/users';
import type { GrantsChanged, SessionsEnded } from '#server/core/auth-claims';
import { hashPassword } from '#server/core/passwords';
import type { Db } from '#server/db/database';
import { units } from '#server/db/schema';
import { sessionWrites } from '#server/modules/auth/auth.repository';
import { type UserRow, usersRepository } from '#server/modules/users/users.repository';

export const USAGE = `Usage: users <command> [options]

Commands:
  create  --email E --name N [--password P] [--status A|R] [--company C] [--establishment E] [--section S]
          [--cpf CPF] [--permissions ${PERMISSIONS.join(',')}] [--units 1,2]
          Creates an intranet user (an employee). Without --password a temporary one is generated and printed,
          and the status is R: the user must change it at the first sign-in. --cpf enables CPF sign-in.
  grant   --email E [--permissions P1,P2] [--units 1,2]
          Replaces the user's permissions and/or unit limit. --units limits the recruiting permissions to
          those units (ids as in the units table); --units all (or empty) lifts the limit.
  disable --email E     The user can no longer sign in; every open session is revoked.
  enable  --email E     Undoes disable.
  reset   --email E [--password P]
          Sets a temporary password (generated unless given), status R (must change it), revokes the sessions.
  list                  Lists the users.
`;

export class UsageError extends Error {}

/** A random password that meets the policy (spec §5): 24 characters of four classes. */
export function temporaryPassword(): string {
  return `${randomBytes(15).toString('base64url')}-Aa1`;
}

function requireEmail(email: string | undefined): string {
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw new UsageError('--email must be an e-mail address');
  return email.trim();
}

function optionalInt(name: string, value: string | undefined): number | null {
  if (value === undefined) return null;
  if (!/^\d{1,9}$/.test(value)) throw new UsageError(`--${name} must be a whole number`);
  return Number(value);
}

function parsePermissions(value: string | undefined): string[] {
  const permissions = (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = permissions.filter((p) => !isPermission(p));
  if (unknown.length) throw new UsageError(`unknown permissions: ${unknown.join(', ')}`);
  return [...new Set(permissions)];
}

/** `--units 1,2`: unit ids that must exist; 'all' or nothing = no limit (null: every unit). */
async function parseUnits(db: Db, value: string | undefined): Promise<number[] | null> {
  if (value === undefined || value.trim() === '' || value.trim() === 'all') return null;
  const ids = value.split(',').map((u) => optionalInt('units', u.trim())!);
  const known = new Set((await db.select({ id: units.id }).from(units)).map((u) => u.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) throw new UsageError(`unknown units: ${unknown.join(', ')}`);
  return [...new Set(ids)];
}

function describe(user: UserRow): string {
  const parts = [
    user.email,
    user.name,
    user.kind,
    `status ${user.status}`,
    user.disabledAt ? 'DISABLED' : 'enabled',
  ];
  if (user.companyId !== null) parts.push(`company ${user.companyId}`);
  if (user.cpfLoginEnabled) parts.push('CPF sign-in');
  if (user.permissions.length) parts.push(`permissions ${user.permissions.join(',')}`);
  if (user.unitIds) parts.push(`units ${user.unitIds.join(',') || 'none'}`);
  return parts.join(' | ');
}

/**
 * The users command-line tool (DESIGN §2): create, disable, enable, reset and list intranet users. Returns the lines
 * to print; throws UsageError for bad input. `sessionsEnded` tells running servers to drop the sessions it revokes,
 * `grantsChanged` the grants it changes.
 */
export async function runUsersCommand(
  argv: string[],
  db: Db,
  now: () => Date = () => new Date(),
  sessionsEnded: SessionsEnded = async () => {},
  grantsChanged: GrantsChanged = async () => {},
): Promise<string[]> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      status: { type: 'string' },
      company: { type: 'string' },
      establishment: { type: 'string' },
      section: { type: 'string' },
      cpf: { type: 'string' },
      permissions: { type: 'string' },
      units: { type: 'string' },
    },
  });
  const repository = usersRepository(db);
  const command = positionals[0];

  const findUser = async () => {
    const email = requireEmail(values.email);
    const user = await repository.byEmail(email);
    if (!user) throw new UsageError(`no user with e-mail ${email}`);
    return user;
  };
  const checkedPassword = (password: string, name: string) => {
    const problem = validatePassword(password, name);
    if (problem) throw new UsageError(`the password breaks the policy (${problem})`);
    return password;
  };

  switch (command) {
    case 'create': {
      const email = requireEmail(values.email);
      const name = values.name?.trim();
      if (!name) throw new UsageError('--name is required');
      if (await repository.byEmail(email)) throw new UsageError(`a user with e-mail ${email} exists already`);
      const generated = values.password === undefined;
      const password = generated ? temporaryPassword() : checkedPassword(values.password!, name);
      const status = values.status ?? (generated ? 'R' : 'A');
      if (!/^[A-Z]$/.test(status)) throw new UsageError('--status must be one capital letter (A = active)');
      const permissions = parsePermissions(values.permissions);
      const unitIds = await parseUnits(db, values.units);
      if (values.cpf !== undefined && !isValidCpf(values.cpf))
        throw new UsageError('--cpf is not a valid CPF');
      const companyId = optionalInt('company', values.company);
      if (values.cpf !== undefined && companyId === null) throw new UsageError('--cpf needs --company');
      const user = await repository.insert({
        kind: 'employee',
        email,
        emailNormalized: email.toLowerCase(),
        name,
        passwordHash: await hashPassword(password),
        status,
        companyId,
        establishmentId: optionalInt('establishment', values.establishment),
        sectionId: optionalInt('section', values.section),
        cpf: values.cpf === undefined ? null : normalizeCpf(values.cpf),
        cpfLoginEnabled: values.cpf !== undefined,
        permissions,
        unitIds,
        passwordChangedAt: now(),
      });
      return [`created: ${describe(user)}`, ...(generated ? [`temporary password: ${password}`] : [])];
    }
    case 'grant': {
      const user = await findUser();
      if (values.permissions === undefined && values.units === undefined)
        throw new UsageError('grant needs --permissions and/or --units');
      // Running servers forget the grant they cached with the session checks (decision 0069); sessions go on.
      const updated = await repository.update(user.id, {
        ...(values.permissions !== undefined ? { permissions: parsePermissions(values.permissions) } : {}),
        ...(values.units !== undefined ? { unitIds: await parseUnits(db, values.units) } : {}),
        updatedAt: now(),
      });
      await grantsChanged([user.id]);
      return [`granted: ${describe(updated!)}`];
    }
    case 'disable': {
      const user = await findUser();
      const at = now();
      const updated = await repository.update(user.id, { disabledAt: at, updatedAt: at });
      const revoked = await sessionWrites(db).revokeAll(user.id, at);
      await sessionsEnded([user.id]);
      return [`disabled: ${describe(updated!)} (${revoked} sessions revoked)`];
    }
    case 'enable': {
      const user = await findUser();
      const updated = await repository.update(user.id, { disabledAt: null, updatedAt: now() });
      return [`enabled: ${describe(updated!)}`];
    }
    case 'reset': {
      const user = await findUser();
      const generated = values.password === undefined;
      const password = generated ? temporaryPassword() : checkedPassword(values.password!, user.name);
      const at = now();
      await repository.setPassword(user.id, await hashPassword(password), 'R', at);
      const revoked = await sessionWrites(db).revokeAll(user.id, at);
      await sessionsEnded([user.id]);
      const updated = await repository.byId(user.id);
      return [
        `reset: ${describe(updated!)} (${revoked} sessions revoked; the password must be changed at sign-in)`,
        ...(generated ? [`temporary password: ${password}`] : []),
      ];
    }
    case 'list':
      return (await repository.list()).map(describe);
    default:
      throw new UsageError(command ? `unknown command: ${command}` : 'no command given');
  }
}
