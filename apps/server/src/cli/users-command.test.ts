import { validatePassword } from '@portal/contracts/password-policy';
import { describe, expect, it } from 'vitest';
import { cpfAuthorization, signInWithPassword } from '#server-test/employees';
import { useTestApp } from '#server-test/test-app';
import { runUsersCommand, temporaryPassword, UsageError } from './users-command';

const t = useTestApp();

const run = (...argv: string[]) => runUsersCommand(argv, t.database.db);
const signIn = (email: string, password: string) => signInWithPassword(t.app, email, password);
const info = async (accessToken: string) =>
  (
    await t.app.inject({
      url: '/api/users/information/v1',
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).json();

/** An employee the tool creates with `password`, signed in once (a session for the tool to end). */
async function createdAndSignedIn(email: string, name: string, password: string) {
  await run('create', '--email', email, '--name', name, '--password', password);
  return signIn(email, password);
}

describe('users command-line tool', () => {
  it('create: an employee with a password, permissions and CPF sign-in, who can then sign in both ways', async () => {
    const lines = await run(
      'create',
      '--email',
      'paula@example.com',
      '--name',
      'Paula Martins',
      '--password',
      'Cadeado-Verde-2026!',
      '--company',
      '7',
      '--establishment',
      '70',
      '--section',
      '700',
      '--cpf',
      '390.533.447-05',
      '--permissions',
      'notifications.create',
    );
    expect(lines[0]).toContain('created: paula@example.com | Paula Martins | employee | status A');
    expect(lines).toHaveLength(1);
    const res = await signIn('paula@example.com', 'Cadeado-Verde-2026!');
    expect(res.statusCode).toBe(200);
    expect(await info(res.json().access_token)).toMatchObject({
      company_id: 7,
      establishment_id: 70,
      section_id: 700,
    });
    const byCpf = await t.app.inject({
      url: '/api/auth/auth/v1/token',
      headers: { authorization: cpfAuthorization('39053344705', 7) },
    });
    expect(byCpf.statusCode).toBe(200);
  });

  it('create without a password: prints a temporary one that meets the policy; status R forces a change', async () => {
    const lines = await run('create', '--email', 'temp@example.com', '--name', 'Tiago Temporário');
    const password = /^temporary password: (.+)$/.exec(lines[1] ?? '')?.[1];
    expect(password).toBeDefined();
    expect(validatePassword(password!, 'Tiago Temporário')).toBeNull();
    const res = await signIn('temp@example.com', password!);
    expect(res.statusCode).toBe(200);
    expect((await info(res.json().access_token)).status).toBe('R');
  });

  it('disable stops sign-in and revokes the sessions; enable undoes it', async () => {
    const before = await createdAndSignedIn('dora@example.com', 'Dora Lima', 'Janela-Amarela-2026!');
    const lines = await run('disable', '--email', 'dora@example.com');
    expect(lines[0]).toMatch(/^disabled: .*DISABLED.*\(1 sessions revoked\)$/);
    expect((await signIn('dora@example.com', 'Janela-Amarela-2026!')).statusCode).toBe(401);
    const refresh = await t.app.inject({
      url: '/api/auth/auth/v1/token/refresh',
      headers: { authorization: `Bearer ${before.json().refresh_token}` },
    });
    expect(refresh.statusCode).toBe(401);
    await run('enable', '--email', 'dora@example.com');
    expect((await signIn('dora@example.com', 'Janela-Amarela-2026!')).statusCode).toBe(200);
  });

  it('reset sets a temporary password and status R, and signs the user out everywhere', async () => {
    const before = await createdAndSignedIn('rui@example.com', 'Rui Costa', 'Telhado-Cinza-2026!');
    const lines = await run('reset', '--email', 'rui@example.com');
    const password = /^temporary password: (.+)$/.exec(lines[1] ?? '')?.[1] ?? '';
    expect((await signIn('rui@example.com', 'Telhado-Cinza-2026!')).statusCode).toBe(401);
    const after = await signIn('rui@example.com', password);
    expect((await info(after.json().access_token)).status).toBe('R');
    expect(
      (
        await t.app.inject({
          url: '/api/users/information/v1',
          headers: { authorization: `Bearer ${before.json().access_token}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('list shows every user', async () => {
    const lines = await run('list');
    expect(lines.some((line) => line.startsWith('paula@example.com | Paula Martins'))).toBe(true);
  });

  it('refuses bad input with a usage error', async () => {
    const cases: string[][] = [
      [],
      ['explode'],
      ['create', '--email', 'nope', '--name', 'X'],
      ['create', '--email', 'x@example.com'],
      ['create', '--email', 'y@example.com', '--name', 'Y Z', '--password', 'short'],
      ['create', '--email', 'z@example.com', '--name', 'Z Z', '--permissions', 'root'],
      ['create', '--email', 'w@example.com', '--name', 'W W', '--cpf', '111.111.111-11', '--company', '1'],
      ['create', '--email', 'paula@example.com', '--name', 'Dup'],
      ['disable', '--email', 'ghost@example.com'],
    ];
    for (const argv of cases) await expect(run(...argv), argv.join(' ')).rejects.toBeInstanceOf(UsageError);
  });

  it('temporary passwords differ each time', () => {
    expect(temporaryPassword()).not.toBe(temporaryPassword());
  });
});
