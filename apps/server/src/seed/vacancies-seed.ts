import type { Db } from '#server/db/database';
import type { NewVacancy } from '#server/db/schema';
import { salaryColumns, vacancySearchText } from '#server/db/vacancy-columns';
import { recruitingRepository } from '#server/modules/recruiting/recruiting.repository';
import { vacanciesRepository } from '#server/modules/vacancies/vacancies.repository';
import { UNITS, VACANCY_TEMPLATES, type VacancyTemplate } from './vacancy-templates';

const DAY = 24 * 60 * 60 * 1000;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function vacancyFrom(
  template: VacancyTemplate,
  unit: { id: number; name: string; city: string; state: string },
  index: number,
  now: Date,
): NewVacancy {
  const b = template.benefits;
  return {
    unitId: unit.id,
    city: unit.city,
    state: unit.state,
    title: template.title,
    duties: template.duties,
    workingDay: template.workingDay,
    requirements: template.requirements,
    observations: template.observations,
    modality: template.modality,
    contractType: template.contractType,
    program: template.program,
    pcdExclusive: template.pcdExclusive,
    ...salaryColumns(template.salary ?? null),
    interestArea: template.interestArea,
    workshifts: template.workshifts,
    applicationDeadline: isoDate(new Date(now.getTime() + (10 + ((index * 7) % 50)) * DAY)),
    benefitHealth: b.health,
    benefitSocialLegalAssistance: b.socialLegalAssistance,
    benefitPrivatePension: b.privatePension,
    benefitCitizenCompany: b.citizenCompany,
    benefitEducation: b.education,
    benefitProfitSharing: b.profitSharing,
    benefitRestaurant: b.restaurant,
    status: 'published',
    searchText: vacancySearchText({ title: template.title, city: unit.city, state: unit.state }, unit.name),
    publishedAt: new Date(now.getTime() - (index % 30) * DAY - index * 60_000),
    updatedAt: new Date(now.getTime() - (index % 30) * DAY - index * 60_000),
  };
}

/**
 * The demo vacancies: every template in each of its units (about 65), of which a few are closed and a few past
 * their deadline. `extraOpen` adds more open ones cycling through the templates (the benchmark seeds 300).
 * Returns how many were inserted; nothing happens when the database already has vacancies.
 */
export async function seedVacancies(
  db: Db,
  now: Date,
  options: { extraOpen?: number } = {},
): Promise<number> {
  const repository = vacanciesRepository(db);
  if ((await repository.countAll()) > 0) return 0;
  const units = await repository.insertUnits(UNITS);
  const rows: NewVacancy[] = [];
  for (const template of VACANCY_TEMPLATES) {
    for (const unitIndex of template.units)
      rows.push(vacancyFrom(template, units[unitIndex]!, rows.length, now));
  }
  // A few closed and a few past their deadline, spread over the list.
  for (const i of [3, 17, 31]) rows[i] = { ...rows[i]!, status: 'closed' };
  for (const i of [8, 22, 40])
    rows[i] = { ...rows[i]!, applicationDeadline: isoDate(new Date(now.getTime() - 5 * DAY)) };
  for (let i = 0; i < (options.extraOpen ?? 0); i++) {
    const template = VACANCY_TEMPLATES[i % VACANCY_TEMPLATES.length]!;
    const unit = units[template.units[i % template.units.length]!]!;
    rows.push(vacancyFrom(template, unit, rows.length, now));
  }
  await recruitingRepository(db).insertVacancies(rows);
  return rows.length;
}
