import { beforeAll, describe, expect, it } from 'vitest';
import { problemFields } from '#server-test/problems';
import { RECRUITING_API as API, PUBLIC_VACANCIES_API as PUBLIC } from '#server-test/recruiting';
import { useVacancyFieldsTests } from '#server-test/vacancy-fields';

// A vacancy's area of interest and work shifts (decision 0079): ids of the dictionaries resumes and job alerts use,
// set by the recruiter, named on the public page in the reader's language, and filters of the public list.

const { f, body, submit, create, publish, publicIds } = useVacancyFieldsTests();
const ids = { nightMaintenance: 0, officeAdministration: 0, unnamed: 0 };

async function published(payload: unknown): Promise<number> {
  const id = await create(payload);
  await publish(id);
  return id;
}

beforeAll(async () => {
  ids.nightMaintenance = await published(body('Eletricista', { interest_area: 4, workshifts: [3, 5] }));
  ids.officeAdministration = await published(body('Assistente', { interest_area: 1, workshifts: [4] }));
  ids.unnamed = await published(body('Soldador'));
});

describe('the recruiters’ vacancy API', () => {
  it('keeps the area and the shifts, none when the body leaves them out, and replaces them with an update', async () => {
    const read = async (id: number) => (await f.call('GET', `${API}/vacancies/${id}`, f.recruiter)).json();
    expect(await read(ids.nightMaintenance)).toMatchObject({ interest_area: 4, workshifts: [3, 5] });
    expect(await read(ids.unnamed)).toMatchObject({ interest_area: null, workshifts: [] });
    const draft = await submit(body('Pintor', { workshifts: [2] }));
    const id = draft.json().id as number;
    const updated = await f.call(
      'PUT',
      `${API}/vacancies/${id}`,
      f.recruiter,
      body('Pintor', { interest_area: 3, workshifts: [1, 2] }),
    );
    expect(updated.json()).toMatchObject({ interest_area: 3, workshifts: [1, 2] });
    const cleared = await f.call('PUT', `${API}/vacancies/${id}`, f.recruiter, body('Pintor'));
    expect(cleared.json()).toMatchObject({ interest_area: null, workshifts: [] });
  });

  it.each([
    ['pt-BR', 'Escolha uma das opções oferecidas'],
    ['es-ES', 'Elige una de las opciones disponibles'],
  ])(
    'refuses an area or a shift that is not an option, and a shift named twice (%s)',
    async (language, message) => {
      const res = await submit(body('Comprador', { interest_area: 99, workshifts: [1, 1] }), language);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(
        expect.arrayContaining([
          { field: 'interest_area', message },
          { field: 'workshifts', message },
        ]),
      );
      const unknownShift = await submit(body('Comprador', { workshifts: [6] }));
      expect(problemFields(unknownShift)).toEqual(['workshifts.0']);
    },
  );
});

describe('the public page and list', () => {
  it('name the area and the shifts in the reader’s language, in the dictionary’s order', async () => {
    const page = async (id: number, language: string) =>
      (await f.call('GET', `${PUBLIC}/${id}`, undefined, undefined, language)).json();
    expect(await page(ids.nightMaintenance, 'es-ES')).toMatchObject({
      interest_area: { id: 4, name: 'Mantenimiento' },
      workshifts: [
        { id: 3, name: 'Noche' },
        { id: 5, name: 'Turnos rotativos' },
      ],
    });
    expect(await page(ids.unnamed, 'pt-BR')).toMatchObject({ interest_area: null, workshifts: [] });
  });

  it('filter by area of interest and by work shift', async () => {
    expect(await publicIds('?interest_area=4')).toEqual([ids.nightMaintenance]);
    expect(await publicIds('?workshift=4')).toEqual([ids.officeAdministration]);
    expect(await publicIds('?workshift=5&interest_area=4')).toEqual([ids.nightMaintenance]);
    expect(await publicIds('?workshift=5&interest_area=1')).toEqual([]);
    expect(await publicIds('?workshift=&interest_area=')).toEqual(
      [ids.nightMaintenance, ids.officeAdministration, ids.unnamed].sort((a, b) => a - b),
    );
  });

  it.each(['?interest_area=99', '?workshift=abc', '?workshift=0'])(
    'refuse %s naming the field',
    async (query) => {
      const res = await f.call('GET', `${PUBLIC}${query}`);
      expect(res.statusCode).toBe(400);
      expect(problemFields(res)).toEqual([query.slice(1, query.indexOf('='))]);
    },
  );
});
