import { TALENT_POOL_CONSENT_VERSION } from '@portal/contracts/legal';
import type { Locale } from '@portal/contracts/locales';
import { normalizeSearchText } from '@portal/contracts/vacancy-rules';
import { and, eq, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/database';
import {
  applicationEvents,
  applications,
  candidates,
  resumeAddresses,
  resumeBasicInformation,
  resumeDegrees,
  resumeExperiences,
  resumeInterests,
  resumeLanguages,
  talentPoolConsentEvents,
  talentPoolMembers,
  units,
  users,
  vacancies,
} from '#server/db/schema';

/**
 * The demo talent pool (issue 27 point 10): a few hundred consenting candidates with finished resumes, varied in
 * city, age, education, languages, shifts and areas, some with a disability, so that `npm start` shows the pool's
 * search, its facets and the invitations working; and one vacancy with applicants in every status, whose approved
 * hire (and an apprentice's in Betim) the quota page counts. Generated from a fixed seed (the same people every
 * time) and written in a few bulk inserts in one transaction, so a fresh start stays quick.
 */

/** How many candidates the demo pool holds. */
export const DEMO_POOL_SIZE = 300;

const DAY = 86_400_000;

/** A small deterministic random source (mulberry32): the same demo people on every machine. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  /** One of `items`, each as likely as its weight. */
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    let roll = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return items.at(-1)![0];
  };
  /** `count` different items of `items`. */
  const some = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length)
      chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return chosen;
  };
  return { next, int, pick, weighted, some };
}

const FIRST_NAMES = [
  ['Ana', 'female'],
  ['Beatriz', 'female'],
  ['Camila', 'female'],
  ['Daniela', 'female'],
  ['Eduarda', 'female'],
  ['Fernanda', 'female'],
  ['Gabriela', 'female'],
  ['Helena', 'female'],
  ['Isabela', 'female'],
  ['Juliana', 'female'],
  ['Larissa', 'female'],
  ['Mariana', 'female'],
  ['Natália', 'female'],
  ['Patrícia', 'female'],
  ['Rafaela', 'female'],
  ['Sofia', 'female'],
  ['Valéria', 'female'],
  ['Yasmin', 'female'],
  ['Letícia', 'female'],
  ['Francisca', 'female'],
  ['Bruno', 'male'],
  ['Carlos', 'male'],
  ['Diego', 'male'],
  ['Eduardo', 'male'],
  ['Felipe', 'male'],
  ['Gustavo', 'male'],
  ['Henrique', 'male'],
  ['João', 'male'],
  ['Lucas', 'male'],
  ['Marcos', 'male'],
  ['Matheus', 'male'],
  ['Otávio', 'male'],
  ['Pedro', 'male'],
  ['Rafael', 'male'],
  ['Thiago', 'male'],
  ['Vinícius', 'male'],
  ['José', 'male'],
  ['Antônio', 'male'],
  ['Luiz', 'male'],
  ['Caio', 'male'],
] as const;
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Schmitt',
  'Kreutzfeld',
  'Zanella',
  'Hoffmann',
  'Teixeira',
];

/** Where the demo candidates live: most near the plants, each with a weight, its state and a postal code. */
const CITIES = [
  ['Jaraguá do Sul', 'SC', '89251-000', 'Centro', 30],
  ['Guaramirim', 'SC', '89270-000', 'Centro', 10],
  ['Schroeder', 'SC', '89275-000', 'Centro', 4],
  ['Corupá', 'SC', '89278-000', 'Centro', 3],
  ['Joinville', 'SC', '89201-000', 'América', 10],
  ['Blumenau', 'SC', '89010-000', 'Velha', 4],
  ['Itajaí', 'SC', '88301-000', 'Centro', 6],
  ['Betim', 'MG', '32600-000', 'Angola', 22],
  ['Contagem', 'MG', '32010-000', 'Eldorado', 8],
  ['Belo Horizonte', 'MG', '30110-000', 'Savassi', 6],
  ['São Paulo', 'SP', '01001-000', 'Sé', 8],
  ['Guarulhos', 'SP', '07010-000', 'Centro', 3],
  ['Caxias do Sul', 'RS', '95020-000', 'São Pelegrino', 6],
  ['Manaus', 'AM', '69005-000', 'Centro', 6],
  ['Curitiba', 'PR', '80010-000', 'Centro', 6],
] as const;
const STREETS = [
  'Rua XV de Novembro',
  'Rua das Flores',
  'Avenida Brasil',
  'Rua Marechal Deodoro',
  'Rua Sete de Setembro',
];

/** Courses by the level of the highest degree (the instruction_degree dictionary's ids), with where they are taught. */
const COURSES: Record<number, readonly string[]> = {
  5: ['Ensino Fundamental'],
  6: ['Ensino Médio'],
  7: ['Ensino Médio'],
  8: [
    'Técnico em Mecatrônica',
    'Técnico em Eletrotécnica',
    'Técnico em Segurança do Trabalho',
    'Técnico em Logística',
    'Técnico em Química',
    'Técnico em Eletromecânica',
  ],
  9: [
    'Engenharia Mecânica',
    'Engenharia Elétrica',
    'Administração',
    'Sistemas de Informação',
    'Ciências Contábeis',
  ],
  10: [
    'Engenharia de Produção',
    'Engenharia Mecânica',
    'Engenharia Elétrica',
    'Administração',
    'Psicologia',
    'Sistemas de Informação',
  ],
  11: ['MBA em Gestão da Qualidade', 'Especialização em Engenharia de Segurança do Trabalho'],
  12: ['Mestrado em Engenharia Elétrica'],
};
const INSTITUTIONS: Record<number, readonly string[]> = {
  5: ['Escola Municipal Giardini Lenzi', 'Escola Estadual Professora Helena'],
  6: ['Escola Estadual Abdon Batista', 'Colégio Estadual São José', 'Escola Estadual Sebastião Fabiano Dias'],
  7: ['Escola Estadual Abdon Batista', 'Colégio Estadual São José', 'Escola Estadual Sebastião Fabiano Dias'],
  8: ['SENAI Jaraguá do Sul', 'SENAI Betim', 'IFSC', 'CEFET-MG', 'SENAI Manaus'],
  9: ['UDESC', 'Católica de Santa Catarina', 'PUC Minas', 'UCS', 'UTFPR'],
  10: ['UDESC', 'UFSC', 'PUC Minas', 'UFMG', 'USP', 'UCS', 'UFAM'],
  11: ['FGV', 'PUC Minas', 'Católica de Santa Catarina'],
  12: ['UFSC', 'UFMG'],
};
/** The interest areas a course points to (the interest_area dictionary's ids). */
const AREAS_BY_COURSE: Record<string, readonly number[]> = {
  'Técnico em Mecatrônica': [4, 3],
  'Técnico em Eletrotécnica': [4, 2],
  'Técnico em Segurança do Trabalho': [7, 3],
  'Técnico em Logística': [6],
  'Técnico em Química': [3, 7],
  'Técnico em Eletromecânica': [4, 3],
  'Engenharia Mecânica': [2, 10],
  'Engenharia Elétrica': [2, 10],
  'Engenharia de Produção': [2, 3, 7],
  Administração: [1, 8, 9],
  'Ciências Contábeis': [1],
  'Sistemas de Informação': [5],
  Psicologia: [9],
  'MBA em Gestão da Qualidade': [7, 2],
  'Especialização em Engenharia de Segurança do Trabalho': [7, 2],
  'Mestrado em Engenharia Elétrica': [10, 2],
};
const EXPERIENCES = [
  ['Metalúrgica Vale do Itapocu', 'Auxiliar de Produção'],
  ['Têxtil Jaraguá', 'Operador(a) de Máquinas'],
  ['Auto Peças Betim', 'Montador(a)'],
  ['Comércio Central', 'Atendente'],
  ['Transportes Sul', 'Conferente de Carga'],
  ['Supermercado Bom Preço', 'Repositor(a)'],
  ['Fundição Minas Gerais', 'Inspetor(a) de Qualidade'],
  ['Eletro Serviços Manaus', 'Eletricista'],
  ['Plásticos Joinville', 'Técnico(a) de Processos'],
  ['Contabilidade Souza', 'Assistente Administrativo(a)'],
  ['Construtora Horizonte', 'Assistente de Compras'],
  ['Software Vale', 'Desenvolvedor(a)'],
] as const;

/** A valid CPF from a nine-digit serial: the serial and its two check digits (the public algorithm). */
function cpfOf(serial: number): string {
  const base = String(serial).padStart(9, '0').split('').map(Number);
  const digit = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return [...base, first, digit([...base, first])].join('');
}

const month = (date: Date) => date.toISOString().slice(0, 7);
const day = (date: Date) => date.toISOString().slice(0, 10);
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');

interface DemoPerson {
  id: string;
  name: string;
  email: string;
  locale: Locale;
  age: number;
  pcd: boolean;
  /** The resume's last change (every section is older). */
  updatedAt: Date;
}

/** The people and every row of their resumes, generated (no database access). */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: demo data, generated row by row in one seeded random sequence; the order of its draws fixes who the demo people are, so it stays one pass.
export function demoPool(now: Date, size = DEMO_POOL_SIZE) {
  const random = randomSource(20_261_127);
  const people: DemoPerson[] = [];
  const rows = {
    users: [] as (typeof users.$inferInsert)[],
    candidates: [] as (typeof candidates.$inferInsert)[],
    basic: [] as (typeof resumeBasicInformation.$inferInsert)[],
    addresses: [] as (typeof resumeAddresses.$inferInsert)[],
    degrees: [] as (typeof resumeDegrees.$inferInsert)[],
    languages: [] as (typeof resumeLanguages.$inferInsert)[],
    experiences: [] as (typeof resumeExperiences.$inferInsert)[],
    interests: [] as (typeof resumeInterests.$inferInsert)[],
    members: [] as (typeof talentPoolMembers.$inferInsert)[],
    consentEvents: [] as (typeof talentPoolConsentEvents.$inferInsert)[],
  };
  const year = now.getUTCFullYear();
  for (let n = 1; n <= size; n++) {
    // Where this person's rows begin in each list (their member document reads them alone).
    const from = Object.fromEntries(Object.entries(rows).map(([key, list]) => [key, list.length])) as Record<
      keyof typeof rows,
      number
    >;
    const id = `7a1e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const [first, sex] = random.pick(FIRST_NAMES);
    const name = `${first} ${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`;
    const email = `${plain(name)}.${n}@example.com`;
    const locale = random.weighted<Locale>([
      ['pt-BR', 85],
      ['es-ES', 8],
      ['en-US', 7],
    ]);
    const age = random.weighted([
      [random.int(15, 19), 22],
      [random.int(20, 24), 22],
      [random.int(25, 40), 40],
      [random.int(41, 58), 16],
    ]);
    const birth = new Date(Date.UTC(year - age, random.int(0, 11), random.int(1, 28)));
    // A birthday still to come this year would make the person a year younger: then born a year earlier.
    if (birth.getTime() > Date.UTC(year - age, now.getUTCMonth(), now.getUTCDate()))
      birth.setUTCFullYear(year - age - 1);
    const pcd = random.next() < 0.09;
    // Accounts of the last two years; each resume last changed some time between its account and yesterday.
    const created = new Date(now.getTime() - random.int(30, 720) * DAY - random.int(0, 86_399) * 1000);
    const updatedAt = new Date(created.getTime() + random.next() * (now.getTime() - DAY - created.getTime()));
    const [city, state, postalCode, district] = random.weighted(CITIES.map((c) => [c, c[4]] as const));
    people.push({ id, name, email, locale, age, pcd, updatedAt });

    rows.users.push({
      id,
      kind: 'candidate',
      email,
      emailNormalized: email,
      name,
      // Demo people of the pool: they are found and invited, not signed in as.
      passwordHash: null,
      locale,
      createdAt: created,
      updatedAt: created,
      passwordChangedAt: created,
    });
    rows.candidates.push({
      userId: id,
      finished: true,
      seenPrivacyPolicy: true,
      lastAccessAt: updatedAt,
      emailConfirmedAt: created,
      createdAt: created,
    });
    rows.basic.push({
      userId: id,
      name,
      birthdate: day(birth),
      nationality:
        locale === 'pt-BR' || random.next() < 0.5
          ? 'Brasileira'
          : random.pick(['Venezuelana', 'Argentina', 'Haitiana']),
      sex: random.next() < 0.05 ? 'not_informed' : sex,
      cpf: cpfOf(300_000_000 + n * 7),
      email,
      phone: `(${state === 'MG' ? 31 : state === 'SP' ? 11 : state === 'AM' ? 92 : state === 'PR' ? 41 : state === 'RS' ? 54 : 47}) 9${String(8100_0000 + n * 37).slice(0, 4)}-${String(1000 + n).slice(-4)}`,
      secondaryPhone: '',
      pcd,
      disabilityType: pcd
        ? random.weighted([
            [1, 35],
            [2, 20],
            [3, 15],
            [4, 10],
            [5, 5],
            [6, 15],
          ])
        : null,
      updatedAt: created,
    });
    rows.addresses.push({
      userId: id,
      country: 'BR',
      postalCode,
      state,
      city,
      district,
      street: random.pick(STREETS),
      number: String(random.int(10, 2400)),
      complement: random.next() < 0.2 ? `Apto ${random.int(101, 804)}` : '',
      updatedAt: created,
    });

    // Education that fits the age: a teenager is at school or in a technical course.
    const level =
      age < 18
        ? random.weighted([
            [6, 70],
            [8, 30],
          ])
        : age < 22
          ? random.weighted([
              [7, 40],
              [8, 35],
              [9, 25],
            ])
          : random.weighted([
              [5, 6],
              [7, 24],
              [8, 26],
              [9, 10],
              [10, 26],
              [11, 6],
              [12, 2],
            ]);
    const course = random.pick(COURSES[level]!);
    const studying = level === 6 || level === 9 || (age < 24 && random.next() < 0.3);
    const startYear = Math.max(year - age + 15, year - random.int(1, 12));
    rows.degrees.push({
      userId: id,
      degree: level,
      course,
      completed: !studying,
      institution: random.pick(INSTITUTIONS[level]!),
      startDate: `${startYear}-02`,
      endDate: studying ? `${year + random.int(0, 3)}-12` : `${Math.min(year - 1, startYear + 4)}-12`,
      createdAt: new Date(updatedAt.getTime() - random.int(0, 5) * DAY),
    });
    // An earlier school degree under a higher one.
    if (level >= 8)
      rows.degrees.push({
        userId: id,
        degree: 7,
        course: 'Ensino Médio',
        completed: true,
        institution: random.pick(INSTITUTIONS[7]!),
        startDate: `${year - age + 15}-02`,
        endDate: `${year - age + 17}-12`,
        createdAt: new Date(created.getTime() + DAY),
      });

    // Languages: most speak only Portuguese; some English or Spanish (those who read them, at least well).
    const spoken: [number, number][] = [];
    if (locale === 'en-US') spoken.push([1, 4]);
    if (locale === 'es-ES') spoken.push([2, 4]);
    if (random.next() < 0.4 && !spoken.some(([l]) => l === 1)) spoken.push([1, random.int(1, 4)]);
    if (random.next() < 0.2 && !spoken.some(([l]) => l === 2)) spoken.push([2, random.int(1, 3)]);
    if (random.next() < 0.05) spoken.push([3, random.int(1, 3)]);
    if (pcd && random.next() < 0.3) spoken.push([8, random.int(2, 4)]);
    for (const [language, proficiencyLevel] of spoken)
      rows.languages.push({
        userId: id,
        language,
        proficiencyLevel,
        createdAt: new Date(created.getTime() + 2 * DAY),
      });

    const jobs =
      age < 18
        ? 0
        : random.weighted([
            [0, age < 22 ? 50 : 10],
            [1, 50],
            [2, 40],
          ]);
    const roles = random.some(EXPERIENCES, jobs);
    roles.forEach(([company, role], index) => {
      const start = new Date(now.getTime() - random.int(6, Math.max(7, (age - 17) * 12)) * 30 * DAY);
      const current = index === 0 && random.next() < 0.4;
      rows.experiences.push({
        userId: id,
        company,
        role,
        startDate: month(start),
        endDate: current
          ? ''
          : month(
              new Date(Math.min(now.getTime() - 30 * DAY, start.getTime() + random.int(6, 60) * 30 * DAY)),
            ),
        createdAt: new Date(created.getTime() + 3 * DAY),
      });
    });

    const apprentice = age >= 14 && age <= 24 && random.next() < (age <= 21 ? 0.75 : 0.3);
    rows.interests.push({
      userId: id,
      workshifts: random.some([1, 2, 3, 4, 5], random.int(1, 3)).sort((a, b) => a - b),
      youngApprentice: apprentice,
      internship: (level === 8 || level === 9) && age <= 26 && random.next() < 0.6,
      interestAreas: [
        ...new Set([...(AREAS_BY_COURSE[course] ?? [3]), ...random.some([1, 3, 4, 6, 7], random.int(0, 2))]),
      ]
        .slice(0, 4)
        .sort((a, b) => a - b),
      savedAt: updatedAt,
      firstJob: jobs === 0,
    });
    const since = new Date(updatedAt.getTime() + 60_000);
    rows.members.push({
      userId: id,
      since,
      source: random.pick(['finish', 'account', 'careers_page'] as const),
      documentVersion: TALENT_POOL_CONSENT_VERSION,
      ...memberDocument({
        user: rows.users.at(-1)!,
        candidate: rows.candidates.at(-1)!,
        basic: rows.basic.at(-1)!,
        address: rows.addresses.at(-1)!,
        interests: rows.interests.at(-1)!,
        degrees: rows.degrees.slice(from.degrees),
        languages: rows.languages.slice(from.languages),
        experiences: rows.experiences.slice(from.experiences),
      }),
    });
    rows.consentEvents.push({
      userId: id,
      optIn: true,
      source: rows.members.at(-1)!.source!,
      documentVersion: TALENT_POOL_CONSENT_VERSION,
      locale,
      at: since,
    });
  }
  return { people, rows };
}

type PoolRows = ReturnType<typeof demoPool>['rows'];

/**
 * The search document of a member row (decision 0073), as the `talent_pool_members_fill` trigger's SQL functions
 * (`talent_search_text`, `talent_resume_updated_at`, `talent_member_fields`) compute it from the resume just written:
 * the seed writes it itself, with the table's triggers off, because the trigger costs milliseconds a row. The seed's
 * test compares every seeded row with those functions, so the two cannot drift apart.
 */
function memberDocument(own: {
  user: PoolRows['users'][number];
  candidate: PoolRows['candidates'][number];
  basic: PoolRows['basic'][number];
  address: PoolRows['addresses'][number];
  interests: PoolRows['interests'][number];
  degrees: PoolRows['degrees'];
  languages: PoolRows['languages'];
  experiences: PoolRows['experiences'];
}) {
  const { user, candidate, basic, address, interests, degrees, experiences } = own;
  const languages = [...own.languages].sort((a, b) => a.language - b.language);
  const times = [
    basic.updatedAt,
    address.updatedAt,
    ...degrees.map((row) => row.createdAt),
    ...languages.map((row) => row.createdAt),
    ...experiences.map((row) => row.createdAt),
    interests.savedAt,
  ].filter((at): at is Date => at instanceof Date);
  const joined = (parts: string[]) => (parts.length ? parts.join(' ') : null);
  return {
    searchText: normalizeSearchText(
      [
        user.name,
        joined(degrees.map((row) => `${row.course} ${row.institution}`)),
        joined(experiences.map((row) => `${row.role} ${row.company}`)),
      ]
        .filter((part) => part !== null)
        .join(' '),
    ),
    resumeUpdatedAt: new Date(Math.max(...times.map((at) => at.getTime()))),
    finished: candidate.finished ?? false,
    state: address.state,
    city: address.city,
    cityKey: normalizeSearchText(address.city),
    birthdate: basic.birthdate,
    youngApprentice: interests.youngApprentice ?? false,
    internship: interests.internship ?? false,
    firstJob: interests.firstJob ?? null,
    workshifts: interests.workshifts ?? [],
    interestAreas: interests.interestAreas ?? [],
    education: degrees.length ? Math.max(...degrees.map((row) => row.degree)) : null,
    languages: languages.map((row) => row.language * 100 + row.proficiencyLevel),
    coursesText: degrees.length ? normalizeSearchText(degrees.map((row) => row.course).join(' ')) : '',
    pcd: basic.pcd ?? null,
    disabilityType: basic.disabilityType ?? null,
  };
}

/**
 * Inserts many rows in one statement with one parameter, the rows as JSON (`json_populate_recordset`): on PGlite
 * about ten times faster than as many parameters as values. Dates go as ISO text; every column a row has is given
 * (a column left out would be null, not its default).
 */
async function insertJson<T extends PgTable>(tx: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0] as object).filter((key) => key in columns);
  const json = rows.map((row) =>
    Object.fromEntries(
      keys.map((key) => {
        const value = (row as Record<string, unknown>)[key];
        return [columns[key]!.name, value instanceof Date ? value.toISOString() : value];
      }),
    ),
  );
  const names = sql.raw(keys.map((key) => `"${columns[key]!.name}"`).join(', '));
  const name = sql.raw(`"${getTableName(table)}"`);
  await tx.execute(
    sql`INSERT INTO ${name} (${names}) SELECT ${names} FROM json_populate_recordset(NULL::${name}, ${JSON.stringify(json)}::json)`,
  );
}

/**
 * The tables whose row triggers the seed turns off while it writes the pool: the resume's (their triggers follow a
 * change into the member row and the applicants' search text, and a new person has neither yet) and the member
 * rows' (whose document the seed writes itself, see `memberDocument`). Turned off inside the seed's transaction, so
 * nobody else ever sees them off; the table owner (who migrated the database) may do so.
 */
const QUIET_TABLES = [
  'resume_basic_information',
  'resume_addresses',
  'resume_degrees',
  'resume_languages',
  'resume_experiences',
  'resume_interests',
  'talent_pool_members',
];

/**
 * The applicants of one vacancy in every status (received, in review, interview, approved, not selected, withdrawn),
 * each with the timeline that led there; the approved one declared a disability, so the quota page counts a PcD hire.
 * And one apprentice approved at Betim's young apprentice vacancy. Every approval is dated after `hiresAfter` (the
 * demo quota figures' day), so the quota page adds them.
 */
function demoApplications(
  people: DemoPerson[],
  vacancy: number,
  apprenticeVacancy: number | undefined,
  recruiterId: string | null,
  now: Date,
) {
  const steps: Record<string, string[]> = {
    received: [],
    in_review: ['in_review'],
    interview: ['in_review', 'interview'],
    approved: ['in_review', 'interview', 'approved'],
    not_selected: ['in_review', 'not_selected'],
    withdrawn: ['withdrawn'],
  };
  const messages: Record<string, string | null> = {
    in_review: null,
    interview:
      'Gostaríamos de conversar com você. Entraremos em contato pelo telefone do currículo para marcar a entrevista.',
    approved: 'Parabéns! Você foi aprovado(a). O RH entrará em contato para os exames e a documentação.',
    not_selected:
      'Agradecemos a sua participação. Desta vez seguimos com outros perfis; seu currículo continua no nosso banco.',
    withdrawn: null,
  };
  const plan = [
    ...Array(4).fill('received'),
    ...Array(3).fill('in_review'),
    ...Array(2).fill('interview'),
    'approved',
    ...Array(3).fill('not_selected'),
    'withdrawn',
  ] as string[];
  // Adults; the approved one declared a disability.
  const adults = people.filter((person) => person.age >= 18 && !person.pcd);
  const pcd = people.find((person) => person.age >= 18 && person.pcd)!;
  const chosen = plan.map((status, index) => ({
    person: status === 'approved' ? pcd : adults[index * 7]!,
    status,
    vacancyId: vacancy,
    at: new Date(now.getTime() - (24 - index) * DAY),
  }));
  const teen = people.find((person) => person.age >= 16 && person.age <= 21);
  if (apprenticeVacancy && teen)
    chosen.push({
      person: teen,
      status: 'approved',
      vacancyId: apprenticeVacancy,
      at: new Date(now.getTime() - 12 * DAY),
    });
  return chosen.map(({ person, status, vacancyId, at }) => ({
    application: { vacancyId, userId: person.id, status: status as 'received', createdAt: at },
    events: [
      { actor: 'candidate' as const, from: null, to: 'received', at, message: null },
      ...steps[status]!.map((to, index, all) => ({
        actor: to === 'withdrawn' ? ('candidate' as const) : ('recruiter' as const),
        from: index === 0 ? 'received' : all[index - 1]!,
        to,
        at: new Date(at.getTime() + (index + 1) * 2 * DAY + 3_600_000),
        message: messages[to] ?? null,
      })),
    ],
    recruiterId,
  }));
}

/**
 * Seeds the demo pool and the applicants in every status into a database whose demo accounts were just created;
 * returns how many candidates it added.
 */
export async function seedTalentPool(db: Db, now: Date): Promise<number> {
  const { people, rows } = demoPool(now);
  /** The first published vacancy of a plant in `city`, still taking applications, that meets `condition`. */
  const openVacancyIn = (city: string, condition: SQL) =>
    db
      .select({ id: vacancies.id })
      .from(vacancies)
      .innerJoin(units, eq(units.id, vacancies.unitId))
      .where(
        and(
          eq(vacancies.status, 'published'),
          eq(units.city, city),
          condition,
          sql`${vacancies.applicationDeadline} >= ${day(now)}`,
        ),
      )
      .limit(1);
  const [[painter], [apprentice], [recruiter]] = await Promise.all([
    // Pintor(a) Industrial at the Jaraguá do Sul plant: published, open to everyone, not the first of the public list.
    openVacancyIn('Jaraguá do Sul', sql`${vacancies.title}->>'pt-BR' = 'Pintor(a) Industrial'`),
    // An apprentice vacancy of the Betim plant.
    openVacancyIn('Betim', eq(vacancies.program, 'apprentice')),
    db.select({ id: users.id }).from(users).where(eq(users.emailNormalized, 'recrutador@example.com')),
  ]);
  await db.transaction(async (tx) => {
    const quiet = async (on: boolean) => {
      for (const table of QUIET_TABLES)
        await tx.execute(sql.raw(`ALTER TABLE "${table}" ${on ? 'ENABLE' : 'DISABLE'} TRIGGER USER`));
    };
    await quiet(false);
    await insertJson(tx, users, rows.users);
    await insertJson(tx, candidates, rows.candidates);
    await insertJson(tx, resumeBasicInformation, rows.basic);
    await insertJson(tx, resumeAddresses, rows.addresses);
    await insertJson(tx, resumeDegrees, rows.degrees);
    await insertJson(tx, resumeLanguages, rows.languages);
    await insertJson(tx, resumeExperiences, rows.experiences);
    await insertJson(tx, resumeInterests, rows.interests);
    await insertJson(tx, talentPoolMembers, rows.members);
    await insertJson(tx, talentPoolConsentEvents, rows.consentEvents);
    await quiet(true);
    if (!painter) return;
    const planned = demoApplications(people, painter.id, apprentice?.id, recruiter?.id ?? null, now);
    const created = await tx
      .insert(applications)
      .values(planned.map((entry) => entry.application))
      .returning({ id: applications.id, userId: applications.userId, vacancyId: applications.vacancyId });
    const idOf = new Map(created.map((row) => [`${row.userId}:${row.vacancyId}`, row.id]));
    await tx.insert(applicationEvents).values(
      planned.flatMap((entry) =>
        entry.events.map((event) => ({
          applicationId: idOf.get(`${entry.application.userId}:${entry.application.vacancyId}`)!,
          actor: event.actor,
          actorId: event.actor === 'recruiter' ? entry.recruiterId : null,
          fromStatus: event.from as 'received' | null,
          toStatus: event.to as 'received',
          message: event.message,
          createdAt: event.at,
        })),
      ),
    );
  });
  return people.length;
}
