import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate } from '#server-test/candidates';
import { createTestApp, type TestApp } from '#server-test/test-app';

let t: TestApp;
let picture: string;
beforeAll(async () => {
  t = await createTestApp();
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#aa6633' } })
    .png()
    .toBuffer();
  picture = `data:image/png;base64,${png.toString('base64')}`;
});
afterAll(async () => t.close());

const call = (authorization: string, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization },
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

const basic = (name: string, cpf: string) => ({
  picture,
  name,
  birthdate: '1994-08-30',
  nationality: 'Brasileira',
  sex: 'female',
  cpf,
  email: 'ana@example.com',
  phone: '(47) 99876-5432',
  secondary_phone: '',
});

describe('the name on the resume is the account name', () => {
  it('saving the basic information with another name renames the account (session user and data export)', async () => {
    const { authorization } = await createCandidate(t.database, { name: 'Ana Souza' });
    expect((await call(authorization, 'GET', '/curriculum/candidates/v1/user')).json().name).toBe(
      'Ana Souza',
    );

    const saved = await call(
      authorization,
      'PUT',
      '/curriculum/basic-information/v1',
      basic('Ana Souza Lima', '390.533.447-05'),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().name).toBe('Ana Souza Lima');

    expect((await call(authorization, 'GET', '/curriculum/candidates/v1/user')).json().name).toBe(
      'Ana Souza Lima',
    );
    const exported = (await call(authorization, 'GET', '/curriculum/candidates/v1/export')).json();
    expect(JSON.stringify(exported)).not.toContain('"Ana Souza"');
    expect(JSON.stringify(exported)).toContain('Ana Souza Lima');
  });

  it('a refused save leaves the account name as it was', async () => {
    const first = await createCandidate(t.database, { name: 'Bruna Costa' });
    const second = await createCandidate(t.database, { name: 'Carla Dias' });
    expect(
      (
        await call(
          first.authorization,
          'PUT',
          '/curriculum/basic-information/v1',
          basic('Bruna Costa', '111.444.777-35'),
        )
      ).statusCode,
    ).toBe(200);
    // The CPF belongs to the first candidate: 409 cpf_in_use, nothing saved, the name unchanged.
    const refused = await call(
      second.authorization,
      'PUT',
      '/curriculum/basic-information/v1',
      basic('Carla Dias Renomeada', '111.444.777-35'),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('cpf_in_use');
    expect((await call(second.authorization, 'GET', '/curriculum/candidates/v1/user')).json().name).toBe(
      'Carla Dias',
    );
  });
});
