import { DICTIONARY_ATTRIBUTES } from '@portal/contracts/dictionaries';
import { SAMPLE_ADDRESS } from '@portal/contracts/test/sample-address';
import { SAMPLE_DEGREE } from '@portal/contracts/test/sample-degree';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCandidate } from '#server-test/candidates';
import { createEmployee } from '#server-test/employees';
import { basicInformation, nextCpf } from '#server-test/resume';
import { apiCaller, type Caller, useTestApp } from '#server-test/test-app';

// The business clock: 2026-06-15 noon in Brasília.
const NOW = new Date('2026-06-15T15:00:00Z');
const t = useTestApp({}, { now: () => NOW });

const call = apiCaller(() => t.app);
const fieldErrors = (res: { json(): { errors?: { field: string; message: string }[] } }) =>
  Object.fromEntries((res.json().errors ?? []).map((e) => [e.field, e.message]));

let pngDataUrl: string;
beforeAll(async () => {
  const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  pngDataUrl = `data:image/png;base64,${png.toString('base64')}`;
});

const basic = (overrides: Record<string, unknown> = {}) => ({
  ...basicInformation(pngDataUrl, nextCpf()),
  ...overrides,
});
/** POST /curriculum/degrees/v1 of the sample degree with `overrides`. */
const addDegree = (who: Caller, overrides: Record<string, unknown> = {}, language?: string) =>
  call(who, 'POST', '/curriculum/degrees/v1', { ...SAMPLE_DEGREE, ...overrides }, language);

describe('every resume endpoint refuses anonymous callers and employees', () => {
  const endpoints: [string, string][] = [
    ['GET', '/curriculum/basic-information/v1'],
    ['PUT', '/curriculum/basic-information/v1'],
    ['GET', '/curriculum/basic-information/v1/picture'],
    ['GET', '/curriculum/address/v1'],
    ['PUT', '/curriculum/address/v1'],
    ['GET', '/curriculum/degrees/v1'],
    ['POST', '/curriculum/degrees/v1'],
    ['DELETE', '/curriculum/degrees/v1/1'],
    ['GET', '/curriculum/complements/v1'],
    ['POST', '/curriculum/complements/v1'],
    ['DELETE', '/curriculum/complements/v1/1'],
    ['GET', '/curriculum/languages/v1'],
    ['POST', '/curriculum/languages/v1'],
    ['DELETE', '/curriculum/languages/v1/1'],
    ['GET', '/curriculum/experiences/v1'],
    ['GET', '/curriculum/experiences/v1/first-job'],
    ['POST', '/curriculum/experiences/v1'],
    ['DELETE', '/curriculum/experiences/v1'],
    ['DELETE', '/curriculum/experiences/v1/1'],
    ['GET', '/curriculum/interests/v1'],
    ['PUT', '/curriculum/interests/v1'],
    ['GET', '/curriculum/interests/v1/validate-apprentice'],
    ['GET', '/curriculum/candidates/v1/finish'],
  ];
  it.each(endpoints)('%s %s', async (method, url) => {
    const as = (who: Caller) =>
      call(who, method as never, url, method === 'GET' || method === 'DELETE' ? undefined : {});
    const anonymous = await as(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    expect((await as(await createEmployee(t.database))).statusCode).toBe(403);
  });
  it.each([
    '/dictionary/v1/number?attribute=language&system=RC',
    '/geodata/locations/v1/countries',
    '/geodata/locations/v1/countries/BR/states',
    '/geodata/locations/v1/validate-postal-code?postal_code=89251000',
  ])('GET %s needs a signed-in user', async (url) => {
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
  });
});

describe('basic information', () => {
  it('saves, re-encodes the picture to WebP and answers only its owner', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const other = await createCandidate(t.database, { finished: false });
    expect((await call(maria, 'GET', '/curriculum/basic-information/v1')).json()).toBeNull();
    const body = basic({ pcd: true, disability_type: 2, secondary_phone: '4732764000' });
    const saved = await call(maria, 'PUT', '/curriculum/basic-information/v1', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Maria da Silva',
      birthdate: '2000-05-20',
      phone: '47998765432',
      secondary_phone: '4732764000',
      pcd: true,
      disability_type: 2,
    });
    expect(saved.json().cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect(saved.json().picture).toMatch(/^data:image\/webp;base64,/);
    const picture = await call(maria, 'GET', '/curriculum/basic-information/v1/picture');
    expect(picture.headers['content-type']).toBe('image/webp');
    const meta = await sharp(picture.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(400);
    // The other candidate sees nothing of Maria's.
    expect((await call(other, 'GET', '/curriculum/basic-information/v1')).json()).toBeNull();
    expect((await call(other, 'GET', '/curriculum/basic-information/v1/picture')).statusCode).toBe(404);
    // Saving again without a picture keeps the stored one; pcd not sent → null and no type.
    const again = await call(maria, 'PUT', '/curriculum/basic-information/v1', {
      ...body,
      picture: undefined,
      pcd: undefined,
    });
    expect(again.json()).toMatchObject({ pcd: null, disability_type: null });
    expect(again.json().picture).toBe(saved.json().picture);
  });

  it('removes EXIF and GPS tags of a JPEG', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'X1' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '26/1 29/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await call(
      maria,
      'PUT',
      '/curriculum/basic-information/v1',
      basic({ picture: `data:image/jpeg;base64,${jpeg.toString('base64')}` }),
    );
    expect(res.statusCode).toBe(200);
    const stored = await call(maria, 'GET', '/curriculum/basic-information/v1/picture');
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('refuses a picture over 8 MB with 413 and a file that is not an image', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const big = `data:image/png;base64,${Buffer.alloc(9 * 1024 * 1024, 7).toString('base64')}`;
    const tooLarge = await call(maria, 'PUT', '/curriculum/basic-information/v1', basic({ picture: big }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('payload_too_large');
    const text = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;
    const notImage = await call(maria, 'PUT', '/curriculum/basic-information/v1', basic({ picture: text }));
    expect(notImage.statusCode).toBe(400);
    expect(fieldErrors(notImage)).toEqual({ picture: 'There was an error converting the selected file' });
    const none = await call(maria, 'PUT', '/curriculum/basic-information/v1', basic({ picture: undefined }));
    expect(fieldErrors(none)).toEqual({ picture: 'Please choose a picture to continue' });
  });

  it('checks birthdate, CPF, phones and disability type with the spec messages in the caller language', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const res = await call(
      maria,
      'PUT',
      '/curriculum/basic-information/v1',
      basic({
        birthdate: '2000-02-30',
        cpf: '111.111.111-11',
        phone: '1234',
        secondary_phone: '(47) 99876-5432',
        pcd: true,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({
      birthdate: 'Please enter a valid date of birth',
      cpf: 'Please enter a valid CPF',
      phone: 'Please enter a valid phone number',
      disability_type: 'This field is required',
    });
    const res2 = await call(
      maria,
      'PUT',
      '/curriculum/basic-information/v1',
      basic({ secondary_phone: '(47) 99876-5432', pcd: true }),
      'pt-BR',
    );
    expect(fieldErrors(res2)).toEqual({
      secondary_phone: 'O telefone secundário não pode ser igual ao telefone principal',
      disability_type: 'Este campo é obrigatório',
    });
    const future = await call(
      maria,
      'PUT',
      '/curriculum/basic-information/v1',
      basic({ birthdate: '2030-01-01' }),
    );
    expect(fieldErrors(future)).toEqual({ birthdate: 'Please enter a valid date of birth' });
  });

  it('allows one account per CPF', async () => {
    const a = await createCandidate(t.database, { finished: false });
    const b = await createCandidate(t.database, { finished: false });
    const cpf = nextCpf();
    expect((await call(a, 'PUT', '/curriculum/basic-information/v1', basic({ cpf }))).statusCode).toBe(200);
    const res = await call(b, 'PUT', '/curriculum/basic-information/v1', basic({ cpf }));
    expect(fieldErrors(res)).toEqual({ cpf: 'This CPF is already registered to another account' });
  });
});

describe('address', () => {
  it('saves a Brazilian address and checks CEP against the state, the acronym and the number size', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const other = await createCandidate(t.database, { finished: false });
    const ok = await call(maria, 'PUT', '/curriculum/address/v1', SAMPLE_ADDRESS);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ postal_code: '89251000', state: 'SC' });
    expect((await call(other, 'GET', '/curriculum/address/v1')).json()).toBeNull();
    const wrong = await call(maria, 'PUT', '/curriculum/address/v1', {
      ...SAMPLE_ADDRESS,
      postal_code: '01310-100',
      number: '12345678901',
    });
    expect(fieldErrors(wrong)).toEqual({
      postal_code: 'Please enter a valid postal code',
      number: 'The provided number exceeds the size limit',
    });
    const state = await call(maria, 'PUT', '/curriculum/address/v1', {
      ...SAMPLE_ADDRESS,
      state: 'Santa Catarina',
    });
    expect(fieldErrors(state)).toEqual({ state: "Please enter only the state's acronym" });
    const abroad = await call(maria, 'PUT', '/curriculum/address/v1', {
      ...SAMPLE_ADDRESS,
      country: 'AR',
      state: 'B',
      postal_code: 'B1900',
    });
    expect(fieldErrors(abroad)).toEqual({ state: "Please enter only the state's acronym" });
  });
});

describe('degrees', () => {
  it('adds up to 5, refuses duplicates, invalid dates and deleting the last one; others cannot touch them', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const other = await createCandidate(t.database, { finished: false });
    const first = await addDegree(maria);
    expect(first.statusCode).toBe(201);
    const duplicate = await addDegree(maria, { course: ' engenharia  elétrica ' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'duplicate_degree',
      detail: 'It is not possible to add duplicate degrees',
    });
    const lastOne = await call(maria, 'DELETE', `/curriculum/degrees/v1/${first.json().id}`);
    expect(lastOne.statusCode).toBe(409);
    expect(lastOne.json()).toMatchObject({
      code: 'last_degree',
      detail: 'Please add another formation before deleting this one',
    });
    const dates = await addDegree(maria, { startDate: '', endDate: '2017-01' });
    expect(fieldErrors(dates)).toEqual({ startDate: 'The provided date is invalid' });
    const before = await addDegree(maria, { startDate: '2020-01', endDate: '2019-12' });
    expect(fieldErrors(before)).toEqual({ endDate: 'The end date cannot be before the start date' });
    for (const course of ['A', 'B', 'C', 'D']) {
      expect((await addDegree(maria, { course })).statusCode).toBe(201);
    }
    const sixth = await addDegree(maria, { course: 'F' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({
      code: 'limit_reached',
      detail: 'You can add at most 5 items to this section. Delete one to add another.',
    });
    expect((await call(other, 'GET', '/curriculum/degrees/v1')).json()).toEqual([]);
    expect((await call(other, 'DELETE', `/curriculum/degrees/v1/${first.json().id}`)).statusCode).toBe(404);
    expect((await call(maria, 'DELETE', `/curriculum/degrees/v1/${first.json().id}`)).statusCode).toBe(204);
    expect((await call(maria, 'GET', '/curriculum/degrees/v1')).json()).toHaveLength(4);
  });
});

describe('degree refusals answer domain codes in the caller language', () => {
  it('duplicate_degree and last_degree in pt-BR and es-ES, with the spec messages translated', async () => {
    const ana = await createCandidate(t.database, { finished: false });
    const only = await addDegree(ana);
    expect(only.statusCode).toBe(201);
    const duplicate = await addDegree(ana, {}, 'pt-BR');
    expect(duplicate.headers['content-type']).toContain('application/problem+json');
    expect(duplicate.json()).toMatchObject({
      status: 409,
      code: 'duplicate_degree',
      title: 'Formação repetida',
      detail: 'Não é possível adicionar formações duplicadas',
    });
    const last = await call(ana, 'DELETE', `/curriculum/degrees/v1/${only.json().id}`, undefined, 'es-ES');
    expect(last.json()).toMatchObject({
      status: 409,
      code: 'last_degree',
      detail: 'Añade otra formación antes de eliminar esta',
    });
    expect((await call(ana, 'GET', '/curriculum/degrees/v1')).json()).toHaveLength(1);
  });
});

describe('complements, languages and experiences', () => {
  it('complements: at most 5, deleted only by their owner', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const other = await createCandidate(t.database, { finished: false });
    const body = {
      category: 1,
      institution: 'SENAI',
      description: 'NR-10',
      startDate: '2023-01',
      endDate: '2023-03',
    };
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await call(maria, 'POST', '/curriculum/complements/v1', body)).json().id);
    const sixth = await call(maria, 'POST', '/curriculum/complements/v1', body);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('limit_reached');
    expect((await call(other, 'DELETE', `/curriculum/complements/v1/${ids[0]}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/curriculum/complements/v1')).json()).toEqual([]);
    expect((await call(maria, 'DELETE', `/curriculum/complements/v1/${ids[0]}`)).statusCode).toBe(204);
    const unknown = await call(maria, 'POST', '/curriculum/complements/v1', { ...body, category: 99 });
    expect(fieldErrors(unknown)).toEqual({ category: 'This field is required' });
  });

  it('languages: one entry per language, levels from the dictionary', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const other = await createCandidate(t.database, { finished: false });
    const en = await call(maria, 'POST', '/curriculum/languages/v1', { language: 1, proficiency_level: 2 });
    expect(en.statusCode).toBe(201);
    await call(maria, 'POST', '/curriculum/languages/v1', { language: 1, proficiency_level: 4 });
    expect((await call(maria, 'GET', '/curriculum/languages/v1')).json()).toEqual([
      { id: en.json().id, language: 1, proficiency_level: 4 },
    ]);
    expect((await call(other, 'DELETE', `/curriculum/languages/v1/${en.json().id}`)).statusCode).toBe(404);
    expect((await call(maria, 'DELETE', `/curriculum/languages/v1/${en.json().id}`)).statusCode).toBe(204);
  });

  it('experiences: current job, at most 5, first job removes them all', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const other = await createCandidate(t.database, { finished: false });
    const body = { company: 'WEG', role: 'Eletricista', startDate: '2022-01', endDate: '' };
    const current = await call(maria, 'POST', '/curriculum/experiences/v1', body);
    expect(current.json()).toMatchObject({ endDate: '' });
    expect((await call(maria, 'GET', '/curriculum/experiences/v1/first-job')).json()).toEqual({
      first_job: false,
    });
    for (let i = 0; i < 4; i++)
      await call(maria, 'POST', '/curriculum/experiences/v1', { ...body, endDate: '2022-06' });
    const sixth = await call(maria, 'POST', '/curriculum/experiences/v1', body);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('limit_reached');
    expect((await call(other, 'DELETE', `/curriculum/experiences/v1/${current.json().id}`)).statusCode).toBe(
      404,
    );
    // Another candidate's "first job" does not touch Maria's experiences.
    expect((await call(other, 'DELETE', '/curriculum/experiences/v1')).statusCode).toBe(204);
    expect((await call(maria, 'GET', '/curriculum/experiences/v1')).json()).toHaveLength(5);
    expect((await call(maria, 'DELETE', '/curriculum/experiences/v1')).statusCode).toBe(204);
    expect((await call(maria, 'GET', '/curriculum/experiences/v1')).json()).toEqual([]);
    expect((await call(maria, 'GET', '/curriculum/experiences/v1/first-job')).json()).toEqual({
      first_job: true,
    });
  });
});

describe('interests and the young-apprentice age', () => {
  const interests = { workshifts: [1], young_apprentice: true, internship: false, interest_areas: [2] };
  // NOW is 2026-06-15: born 2012-06-16 is 13, 2012-06-15 is 14, 2001-06-16 is 24, 2001-06-15 is 25.
  it.each([
    ['2012-06-16', 13, false],
    ['2012-06-15', 14, true],
    ['2001-06-16', 24, true],
    ['2001-06-15', 25, false],
  ])('born %s (age %i): apprentice allowed = %s', async (birthdate, age, allowed) => {
    const maria = await createCandidate(t.database, { finished: false });
    await call(maria, 'PUT', '/curriculum/basic-information/v1', basic({ birthdate }));
    expect((await call(maria, 'GET', '/curriculum/interests/v1/validate-apprentice')).json()).toEqual({
      valid: allowed,
      age,
    });
    const res = await call(maria, 'PUT', '/curriculum/interests/v1', interests);
    if (allowed) expect(res.statusCode).toBe(200);
    else
      expect(fieldErrors(res)).toEqual({
        young_apprentice: 'You must be between 14 and 24 years old to select this option',
      });
  });

  it('needs at least one shift and one area; another candidate sees nothing', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const other = await createCandidate(t.database, { finished: false });
    const res = await call(
      maria,
      'PUT',
      '/curriculum/interests/v1',
      { ...interests, workshifts: [], interest_areas: [] },
      'es-ES',
    );
    expect(fieldErrors(res)).toEqual({
      workshifts: 'Selecciona al menos una opción',
      interest_areas: 'Selecciona al menos una opción',
    });
    const ok = await call(maria, 'PUT', '/curriculum/interests/v1', {
      ...interests,
      young_apprentice: false,
    });
    expect(ok.statusCode).toBe(200);
    expect((await call(other, 'GET', '/curriculum/interests/v1')).json()).toBeNull();
  });
});

describe('finish', () => {
  it('says what is missing, then marks the resume finished; the export holds every section', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const missing = await call(maria, 'GET', '/curriculum/candidates/v1/finish');
    expect(missing.statusCode).toBe(409);
    expect(fieldErrors(missing)).toEqual({
      basic_information: 'Please fill in this section to continue',
      address: 'Please fill in this section to continue',
      degrees: 'Please add at least one degree to continue',
      experiences: 'Please fill in this section to continue',
      interests: 'Select at least one option',
    });
    await call(maria, 'PUT', '/curriculum/basic-information/v1', basic());
    await call(maria, 'PUT', '/curriculum/address/v1', SAMPLE_ADDRESS);
    await addDegree(maria);
    await call(maria, 'DELETE', '/curriculum/experiences/v1');
    await call(maria, 'PUT', '/curriculum/interests/v1', {
      workshifts: [1, 2],
      young_apprentice: false,
      internship: true,
      interest_areas: [3],
    });
    const done = await call(maria, 'GET', '/curriculum/candidates/v1/finish');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ finished: true });
    // The LGPD export (decision 0012's 'Download my data') carries the whole resume under `resume`.
    const download = await call(maria, 'GET', '/curriculum/candidates/v1/export');
    expect(download.statusCode).toBe(200);
    const exported = download.json().resume;
    expect(exported).toMatchObject({
      basic_information: { name: 'Maria da Silva' },
      address: { city: 'Jaraguá do Sul' },
      degrees: [{ course: 'Engenharia Elétrica' }],
      first_job: true,
      interests: { workshifts: [1, 2] },
    });
  });
});

describe('dictionaries and geodata', () => {
  it('answers the seven dictionaries with labels per Accept-Language', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    for (const attribute of DICTIONARY_ATTRIBUTES) {
      const res = await call(maria, 'GET', `/dictionary/v1/number?attribute=${attribute}&system=RC`);
      expect(res.statusCode).toBe(200);
      expect(res.json().length).toBeGreaterThan(0);
    }
    const pt = await call(
      maria,
      'GET',
      '/dictionary/v1/number?attribute=instruction_degree&system=RC',
      undefined,
      'pt-BR',
    );
    expect(pt.json()[0]).toEqual({ id: 1, label: 'Analfabeto' });
    expect(pt.json().at(-1)).toEqual({ id: 13, label: 'Doutorado' });
    const es = await call(
      maria,
      'GET',
      '/dictionary/v1/number?attribute=workshift&system=RC',
      undefined,
      'es-ES',
    );
    expect(es.json()[0]).toEqual({ id: 1, label: 'Mañana' });
    expect((await call(maria, 'GET', '/dictionary/v1/number?attribute=colour&system=RC')).statusCode).toBe(
      400,
    );
  });

  it('lists countries per language, states per country and checks postal codes', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const pt = (await call(maria, 'GET', '/geodata/locations/v1/countries', undefined, 'pt-BR')).json();
    expect(pt).toContainEqual({ code: 'DE', name: 'Alemanha' });
    const en = (await call(maria, 'GET', '/geodata/locations/v1/countries', undefined, 'en-US')).json();
    expect(en).toContainEqual({ code: 'DE', name: 'Germany' });
    const es = (await call(maria, 'GET', '/geodata/locations/v1/countries', undefined, 'es-ES')).json();
    expect(es).toContainEqual({ code: 'DE', name: 'Alemania' });
    const br = (await call(maria, 'GET', '/geodata/locations/v1/countries/BR/states')).json();
    expect(br).toHaveLength(27);
    const us = (await call(maria, 'GET', '/geodata/locations/v1/countries/US/states')).json();
    expect(us).toContainEqual(expect.objectContaining({ code: 'CA', name: 'California' }));
    expect((await call(maria, 'GET', '/geodata/locations/v1/countries/XX/states')).statusCode).toBe(404);
    expect(
      (await call(maria, 'GET', '/geodata/locations/v1/validate-postal-code?postal_code=89251-000')).json(),
    ).toEqual({
      valid: true,
      state: 'SC',
      city: 'Jaraguá do Sul',
    });
    expect(
      (await call(maria, 'GET', '/geodata/locations/v1/validate-postal-code?postal_code=7890000')).json(),
    ).toEqual({
      valid: false,
      state: null,
      city: null,
    });
  });
});
