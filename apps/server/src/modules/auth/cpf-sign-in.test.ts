import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { cpfAuthorization, createEmployee } from '#server-test/employees';
import { useTestApp, withDemoAccounts } from '#server-test/test-app';
import { authAuditLog } from './auth-audit';
import { CPF_SIGN_IN_LIMITS, parseCpfAuthorization } from './cpf-sign-in';

const t = useTestApp({}, {}, withDemoAccounts);

const TOKEN = '/api/auth/auth/v1/token';
let address = 0;
/** Each test signs in from its own address, so the per-address limit of one test does not touch another. */
const nextAddress = () => `10.20.${Math.floor(++address / 250)}.${address % 250}`;

const cpfSignIn = (authorization: string, remoteAddress = nextAddress(), lang = 'en-US') =>
  t.app.inject({ url: TOKEN, headers: { authorization, 'accept-language': lang }, remoteAddress });

describe('parseCpfAuthorization', () => {
  it('reads taxid and company from `Cpf base64(taxid:company)`', () => {
    expect(parseCpfAuthorization(cpfAuthorization('529.982.247-25', 1))).toEqual({
      cpf: '529.982.247-25',
      company: '1',
    });
    expect(parseCpfAuthorization('Cpf !!!')).toBeNull();
    expect(parseCpfAuthorization(`Cpf ${Buffer.from('nocolon').toString('base64')}`)).toBeNull();
    expect(parseCpfAuthorization('Basic abc')).toBeNull();
    expect(parseCpfAuthorization(cpfAuthorization('529.982.247-25\u0000', 1))).toBeNull();
  });
});

describe('CPF sign-in (GET /auth/auth/v1/token with `Cpf base64(taxid:company)`)', () => {
  it('signs the demo CPF user in: tokens in the body and cookies, login type cpf, audited without the CPF', async () => {
    const res = await cpfSignIn(cpfAuthorization('52998224725', '1'), '10.1.1.1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(res.cookies.find((c) => c.name === 'login_type')).toMatchObject({ value: 'cpf' });
    expect(res.cookies.find((c) => c.name === 'access_token')).toMatchObject({ httpOnly: true });
    const info = await t.app.inject({
      url: '/api/users/information/v1',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(info.json()).toMatchObject({ email: 'operador@example.com', company_id: 1, has_password: false });

    const audit = await authAuditLog(t.database.db);
    const entries = await audit.entries('cpf_sign_in');
    const mine = entries.filter((e) => e.ip === '10.1.1.1');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ outcome: 'success', userId: info.json().id });
    expect(JSON.stringify(entries)).not.toContain('52998224725');
  });

  it('accepts the masked CPF too', async () => {
    expect((await cpfSignIn(cpfAuthorization('529.982.247-25', '1'))).statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong company, an unknown CPF, a disabled CPF sign-in and a malformed header', async () => {
    await createEmployee(t.database, { cpf: '11144477735', companyId: 2, cpfLoginEnabled: false });
    const answers = await Promise.all(
      [
        cpfAuthorization('52998224725', '2'),
        cpfAuthorization('39053344705', '1'),
        cpfAuthorization('11144477735', '2'),
        cpfAuthorization('12345678900', '1'),
        cpfAuthorization('52998224725', 'x'),
        'Cpf !!!',
        // Control characters (decision 0064): refused even around the demo user's own CPF and company.
        cpfAuthorization('52998224725\u0000', '1'),
        cpfAuthorization('529.982.247-25', '1\u0000'),
        cpfAuthorization('\u0000', '\u0000'),
        cpfAuthorization('5299822472\t5', '1'),
      ].map((authorization) => cpfSignIn(authorization)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe('It was not possible to sign in with this CPF and company.');
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('refuses a disabled account with that CPF', async () => {
    const disabled = await createEmployee(t.database, { cpf: '71428793860', companyId: 3 });
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.userId));
    expect((await cpfSignIn(cpfAuthorization('71428793860', 3))).statusCode).toBe(401);
  });

  it(`limits refused attempts per CPF (${CPF_SIGN_IN_LIMITS.perCpf} in the window), from any address`, async () => {
    await createEmployee(t.database, { cpf: '87748248800', companyId: 5 });
    const wrongCompany = cpfAuthorization('87748248800', '6');
    for (let i = 0; i < CPF_SIGN_IN_LIMITS.perCpf; i++)
      expect((await cpfSignIn(wrongCompany)).statusCode).toBe(401);
    // Now even the right company from yet another address is refused for a while.
    const limited = await cpfSignIn(cpfAuthorization('87748248800', '5'), nextAddress(), 'pt-BR');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', title: 'Muitas tentativas' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another CPF is not affected.
    expect((await cpfSignIn(cpfAuthorization('52998224725', '1'))).statusCode).toBe(200);
  });

  it(`limits refused attempts per address (${CPF_SIGN_IN_LIMITS.perAddress} in the window), whatever the CPF`, async () => {
    const from = '10.99.99.99';
    const cpfs = ['39053344705', '11144477735', '12345678909', '98765432100', '15350946056', '44785481501'];
    for (let i = 0; i < CPF_SIGN_IN_LIMITS.perAddress; i++) {
      // Spread over several CPFs and companies, so that no per-CPF limit is reached first.
      const res = await cpfSignIn(cpfAuthorization(cpfs[i % cpfs.length]!, String(100 + i)), from);
      expect(res.statusCode).toBe(401);
    }
    expect((await cpfSignIn(cpfAuthorization('52998224725', '1'), from)).statusCode).toBe(429);
    expect((await cpfSignIn(cpfAuthorization('52998224725', '1'), nextAddress())).statusCode).toBe(200);
    const audit = await authAuditLog(t.database.db);
    const limited = (await audit.entries('cpf_sign_in')).filter(
      (e) => e.ip === from && e.outcome === 'rate_limited',
    );
    expect(limited).toHaveLength(1);
  });
});
