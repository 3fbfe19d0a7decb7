// The data of bench/scale.ts, generated inside PostgreSQL (generate_series, no rows travel from Node): candidates
// with complete resumes and their applications, spread over the listed vacancies the way a careers site sees them
// (a few vacancies draw tens of thousands of applicants, most a few hundred), each with its timeline.
import pg from 'pg';

export interface ScaleSize {
  candidates: number;
  /** Each candidate applies to this many distinct vacancies: candidates × this = applications. */
  applicationsPerCandidate: number;
}

/** The e-mail of the n-th generated candidate (1-based); every one signs in with BENCH_CANDIDATE_PASSWORD. */
export const benchCandidateEmail = (n: number) => `candidato${n}@bench.example.com`;
export const BENCH_CANDIDATE_PASSWORD = 'Candidato-Bench-2026!';

const FIRST_NAMES = (
  'Ana Beatriz Bruno Camila Carlos Daniela Diego Eduarda Eduardo Fernanda Felipe Gabriela Gustavo Helena Henrique ' +
  'Isabela João Juliana Lucas Larissa Marcos Mariana Matheus Natália Otávio Patrícia Pedro Rafaela Rafael Sofia ' +
  'Thiago Valéria Vinícius Yasmin José Maria Antônio Francisca Luiz Letícia'
).split(' ');
const SURNAMES = (
  'Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro Martins Carvalho Almeida ' +
  'Lopes Soares Fernandes Vieira Barbosa Rocha Dias Nascimento Andrade Moreira Nunes Marques Machado Mendes Freitas ' +
  'Cardoso Ramos Gonçalves Teixeira Araújo Correia Schmitt Kreutzfeld Mauricio Zanella'
).split(' ');
/** Cities of the candidates' addresses with their states (most near the company's plants). */
const CITIES = (
  'Jaraguá do Sul/SC;Guaramirim/SC;Schroeder/SC;Corupá/SC;Joinville/SC;Blumenau/SC;Pomerode/SC;Massaranduba/SC;' +
  'Betim/MG;Contagem/MG;Belo Horizonte/MG;São Bernardo do Campo/SP;São Paulo/SP;Campinas/SP;Curitiba/PR;Itajaí/SC;' +
  'Gravataí/RS;Manaus/AM;Linhares/ES;Hortolândia/SP'
)
  .split(';')
  .map((entry) => entry.split('/') as [string, string]);

/** An SQL array literal, in parentheses so that it can be subscripted. */
const sqlArray = (values: string[]) =>
  `(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}])`;

/**
 * Fills the database (migrated, with the listed vacancies already there) with `size.candidates` candidates, each
 * with a finished resume (basic information, address, a degree, one or two experiences, a language, interests) and
 * `size.applicationsPerCandidate` applications with their timelines. Foreign keys are not checked while loading
 * (session_replication_role = replica: the rows are consistent by construction, and the check would double the
 * time); the unique and primary-key indexes are. Logs each step with its time.
 */
export async function generateScaleData(
  connectionString: string,
  size: ScaleSize,
  passwordHash: string,
  log: (line: string) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const step = async (what: string, text: string, values: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(text, values);
    const rows = result.rowCount ?? 0;
    log(
      `  ${what}: ${rows.toLocaleString('en-US')} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  };
  try {
    const { rows } = await client.query<{ ids: number[] | null }>(
      `select array_agg(id order by id) as ids from vacancies
        where status = 'published' and application_deadline >= current_date`,
    );
    const vacancyIds = rows[0]?.ids ?? [];
    if (vacancyIds.length < size.applicationsPerCandidate)
      throw new Error(`only ${vacancyIds.length} listed vacancies`);
    // Candidate k applies to base, base + stride, base + 2 × stride … (mod the vacancy count): distinct vacancies.
    // base = floor(n × r³) crowds the applications on a few vacancies (about 8 % of candidates on the first).
    const stride = Math.floor(vacancyIds.length / size.applicationsPerCandidate);

    await client.query(`set session_replication_role = replica`);
    await client.query(`set synchronous_commit = off`);
    await client.query(`select setseed(0.2026)`);
    await step(
      'people',
      `create temp table bench_people as
         select i, gen_random_uuid() as id,
                floor($2::int * power(random(), 3))::int as base,
                ${sqlArray(FIRST_NAMES)}[1 + (i * 7) % ${FIRST_NAMES.length}] || ' ' ||
                ${sqlArray(SURNAMES)}[1 + (i * 13) % ${SURNAMES.length}] || ' ' ||
                ${sqlArray(SURNAMES)}[1 + (i * 31 + i / 97) % ${SURNAMES.length}] as name,
                1 + (i * 17 + i / 101) % ${CITIES.length} as city,
                now() - (i % 700) * interval '1 day' - (i % 86400) * interval '1 second' as created_at,
                null::text as search
           from generate_series(1, $1::int) as i`,
      [size.candidates, vacancyIds.length],
    );
    await step(
      'users',
      `insert into users (id, kind, email, email_normalized, name, password_hash, status, locale,
                          password_changed_at, created_at, updated_at)
       select id, 'candidate', 'candidato' || i || '@bench.example.com', 'candidato' || i || '@bench.example.com',
              name, $1, 'A', (array['pt-BR', 'pt-BR', 'pt-BR', 'en-US', 'es-ES'])[1 + i % 5],
              created_at, created_at, created_at
         from bench_people`,
      [passwordHash],
    );
    await step(
      'candidates',
      `insert into candidates (user_id, finished, seen_privacy_policy, last_access_at, email_confirmed_at, created_at)
       select id, true, true, now() - (i % 90) * interval '1 day', created_at, created_at from bench_people`,
    );
    await step(
      'resume basic information',
      `insert into resume_basic_information (user_id, name, birthdate, nationality, sex, cpf, email, phone,
                                             secondary_phone, pcd, updated_at)
       select id, name, date '1965-01-01' + (i * 37) % 14000, 'Brasileira',
              (array['female', 'male', 'not_informed'])[1 + i % 3], lpad(i::text, 11, '0'),
              'candidato' || i || '@bench.example.com', '(47) 9' || lpad((i % 100000000)::text, 8, '0'), '',
              i % 20 = 0, created_at
         from bench_people`,
    );
    await step(
      'resume addresses',
      `insert into resume_addresses (user_id, country, postal_code, state, city, district, street, number, updated_at)
       select id, 'BR', lpad(((i * 7919) % 99999999)::text, 8, '0'), ${sqlArray(CITIES.map((c) => c[1]))}[city],
              ${sqlArray(CITIES.map((c) => c[0]))}[city], 'Centro', 'Rua ' || (array['das Flores', 'XV de Novembro',
              'Marechal Deodoro', 'Reinoldo Rau', 'Walter Marquardt'])[1 + i % 5], (1 + i % 2000)::text, created_at
         from bench_people`,
    );
    await step(
      'resume degrees',
      `insert into resume_degrees (user_id, degree, course, completed, institution, start_date, end_date, created_at)
       select id, 1 + i % 10, (array['Engenharia Mecânica', 'Administração', 'Técnico em Eletrotécnica',
              'Ensino Médio', 'Engenharia Elétrica', 'Logística'])[1 + i % 6], i % 4 <> 0,
              (array['SENAI', 'UDESC', 'Católica SC', 'IFSC', 'UFMG'])[1 + i % 5],
              (2005 + i % 15) || '-02', (2009 + i % 15) || '-12', created_at
         from bench_people`,
    );
    await step(
      'resume experiences',
      `insert into resume_experiences (user_id, company, role, start_date, end_date, created_at)
       select id, (array['Metalúrgica Vale do Itapocu', 'Têxtil Jaraguá', 'Auto Peças Betim', 'Comércio Central',
              'Transportes Sul'])[1 + (i + j) % 5], (array['Auxiliar de Produção', 'Operador de Máquinas',
              'Assistente Administrativo', 'Eletricista', 'Técnico de Qualidade'])[1 + (i * 3 + j) % 5],
              (2008 + j * 5 + i % 5) || '-03', case when j = 1 then '' else (2012 + i % 5) || '-11' end, created_at
         from bench_people cross join generate_series(0, 1) as j
        where j = 0 or i % 3 = 0`,
    );
    await step(
      'resume languages',
      `insert into resume_languages (user_id, language, proficiency_level, created_at)
       select id, 1 + i % 3, 1 + i % 3, created_at from bench_people`,
    );
    await step(
      'resume interests',
      `insert into resume_interests (user_id, workshifts, young_apprentice, internship, interest_areas, saved_at,
                                     first_job)
       select id, array[1 + i % 4], i % 11 = 0, i % 7 = 0, array[1 + i % 8, 1 + (i + 3) % 8], created_at, false
         from bench_people`,
    );
    // Triggers do not fire while loading (replica role): each candidate's search text (decision 0059) is
    // normalised once here and written with their applications, as the insert trigger would; the GIN index is
    // built once after the load rather than row by row.
    await step(
      'people: search text',
      `update bench_people set search = normalized_search_text(
         name || ' candidato' || i || '@bench.example.com ' || ${sqlArray(CITIES.map((c) => c[0]))}[city])`,
    );
    await client.query(`drop index applications_vacancy_search_idx`);
    await step(
      'applications',
      // A third of the applications miss a screening requirement (issue 29), and they came from every source.
      `insert into applications (vacancy_id, user_id, status, created_at, candidate_search, screening_missed,
                                 source, source_detail)
       select ($1::int[])[1 + (base + k * $2::int) % cardinality($1::int[])], id,
              case when r < 0.40 then 'received' when r < 0.60 then 'in_review' when r < 0.70 then 'interview'
                   when r < 0.75 then 'approved' when r < 0.95 then 'not_selected' else 'withdrawn' end,
              now() - interval '1 day' - random() * interval '90 days', search, s < 0.33,
              case when s2 < 0.55 then 'direct' when s2 < 0.70 then 'alert' when s2 < 0.80 then 'share'
                   when s2 < 0.85 then 'invitation' else 'external' end,
              case when s2 >= 0.85 then 'indeed' end
         from (select p.id, p.base, p.search, k, random() as r, random() as s, random() as s2
                 from bench_people p cross join generate_series(0, $3::int - 1) as k) as picked`,
      [vacancyIds, stride, size.applicationsPerCandidate],
    );
    await step(
      'application events (received)',
      `insert into application_events (application_id, actor, from_status, to_status, created_at)
       select id, 'candidate', null, 'received', created_at from applications`,
    );
    await step(
      'application events (later steps)',
      `insert into application_events (application_id, actor, from_status, to_status, message, created_at)
       select id, case when status = 'withdrawn' then 'candidate' else 'recruiter' end, 'received', status,
              case status when 'interview' then 'Gostaríamos de conversar com você. Entraremos em contato.'
                          when 'not_selected' then 'Agradecemos sua participação no processo.' end,
              created_at + interval '20 hours'
         from applications where status <> 'received'`,
    );
    await step(
      'applications: search index',
      `create index applications_vacancy_search_idx on applications
         using gin (vacancy_id, candidate_search gin_trgm_ops)`,
    );
    await client.query(`set session_replication_role = origin`);
    await step('vacuum analyze', `vacuum analyze`);
  } finally {
    await client.end();
  }
}

/**
 * Puts most generated candidates in the talent pool (four in five consent; decision 0073), each member row with its
 * search document and last update as the insert trigger writes them. Run once on data generated before the pool
 * existed, or after `generateScaleData`.
 */
export async function generateTalentPool(
  connectionString: string,
  log: (line: string) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const started = performance.now();
    const result = await client.query(
      `insert into talent_pool_members (user_id, since, source, document_version)
       select u.id, u.created_at + interval '1 hour', 'finish', 'bench'
         from users u join candidates c on c.user_id = u.id
        where c.finished and u.email_normalized like 'candidato%' and abs(hashtext(u.id::text)) % 5 <> 0
       on conflict do nothing`,
    );
    log(
      `  talent pool members: ${(result.rowCount ?? 0).toLocaleString('en-US')} rows, ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await client.query('vacuum analyze talent_pool_members');
  } finally {
    await client.end();
  }
}
