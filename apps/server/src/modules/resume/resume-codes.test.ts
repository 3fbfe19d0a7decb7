import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate } from '#server-test/candidates';
import { problemFields } from '#server-test/problems';
import { basicInformation } from '#server-test/resume';
import { apiCaller, createTestApp, type TestApp } from '#server-test/test-app';

// The domain codes of the resume's expected refusals: the client branches on `code`, never on the status.
const NOW = new Date('2026-06-15T15:00:00Z');
let t: TestApp;
let picture: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  picture = `data:image/png;base64,${png.toString('base64')}`;
});
afterAll(async () => t.close());

const call = apiCaller(() => t.app, 'pt-BR');

const basic = (cpf: string) => basicInformation(picture, cpf);

describe('finishing an incomplete resume', () => {
  it('answers resume_incomplete with the missing sections, translated', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const res = await call(maria, 'GET', '/curriculum/candidates/v1/finish');
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.code).toBe('resume_incomplete');
    expect(body.title).toBe('Currículo incompleto');
    expect(problemFields(res)).toEqual([
      'basic_information',
      'address',
      'degrees',
      'experiences',
      'interests',
    ]);
    expect(body.errors[2].message).toBe('Adicione pelo menos uma formação para continuar');
    const es = (await call(maria, 'GET', '/curriculum/candidates/v1/finish', undefined, 'es-ES')).json();
    expect(es.code).toBe('resume_incomplete');
    expect(es.title).not.toBe(body.title);
  });
});

describe('a CPF of another account', () => {
  it('answers cpf_in_use with the message on the cpf field', async () => {
    const a = await createCandidate(t.database, { finished: false });
    const b = await createCandidate(t.database, { finished: false });
    expect(
      (await call(a, 'PUT', '/curriculum/basic-information/v1', basic('529.982.247-25'))).statusCode,
    ).toBe(200);
    const res = await call(b, 'PUT', '/curriculum/basic-information/v1', basic('52998224725'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'cpf_in_use',
      errors: [{ field: 'cpf', message: 'Este CPF já está cadastrado em outra conta' }],
    });
    // The owner saves again with the same CPF.
    expect((await call(a, 'PUT', '/curriculum/basic-information/v1', basic('52998224725'))).statusCode).toBe(
      200,
    );
  });

  it('other refused fields come first as validation_failed', async () => {
    const b = await createCandidate(t.database, { finished: false });
    const res = await call(b, 'PUT', '/curriculum/basic-information/v1', {
      ...basic('529.982.247-25'),
      birthdate: '2030-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });
});
