import type { VacancyStatus } from '@portal/contracts/recruiting';
import { fromCents, toCents, type VacancySalary } from '@portal/contracts/salary';
import { type Benefit, normalizeSearchText } from '@portal/contracts/vacancy-rules';
import type { LocalizedText, VacancyRow } from './schema';

/** How the vacancies table's columns read and write the API's vacancy: shared by the public side and the editor. */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The status a recruiter sees on `today`: a published vacancy past its deadline is closed, since the end of its
 * last day in Brasília (UTC-3, the deadline's clock), as the public side, which stops listing it that day, treats it.
 */
export function statusOf(
  vacancy: Pick<VacancyRow, 'status' | 'applicationDeadline' | 'closedAt'>,
  today: string,
): { status: VacancyStatus; closedAt: Date | null } {
  if (vacancy.status === 'published' && vacancy.applicationDeadline < today) {
    return {
      status: 'closed',
      closedAt: new Date(Date.parse(`${vacancy.applicationDeadline}T00:00:00-03:00`) + DAY_MS),
    };
  }
  return { status: vacancy.status, closedAt: vacancy.closedAt };
}

/** The column of each benefit flag. */
export const benefitColumns: Record<Benefit, keyof VacancyRow & `benefit${string}`> = {
  health: 'benefitHealth',
  social_legal_assistance: 'benefitSocialLegalAssistance',
  private_pension: 'benefitPrivatePension',
  citizen_company: 'benefitCitizenCompany',
  education: 'benefitEducation',
  profit_sharing: 'benefitProfitSharing',
  restaurant: 'benefitRestaurant',
};

/** A vacancy's salary as the API carries it (decision 0078): null when it states none. */
export function salaryOf(
  vacancy: Pick<VacancyRow, 'salaryMinCents' | 'salaryMaxCents' | 'salaryPeriod'>,
): VacancySalary | null {
  if (vacancy.salaryMinCents === null || vacancy.salaryPeriod === null) return null;
  return {
    min: fromCents(vacancy.salaryMinCents),
    ...(vacancy.salaryMaxCents === null ? {} : { max: fromCents(vacancy.salaryMaxCents) }),
    period: vacancy.salaryPeriod,
  };
}

/** The salary columns of a body's salary (all null when none is stated). */
export function salaryColumns(
  salary: VacancySalary | null,
): Pick<VacancyRow, 'salaryMinCents' | 'salaryMaxCents' | 'salaryPeriod'> {
  return {
    salaryMinCents: salary ? toCents(salary.min) : null,
    salaryMaxCents: salary?.max === undefined ? null : toCents(salary.max),
    salaryPeriod: salary?.period ?? null,
  };
}

/** The accent- and case-free text a vacancy is found by: its title in every language, city, state and unit. */
export function vacancySearchText(
  vacancy: { title: LocalizedText; city: string; state: string },
  unitName: string,
) {
  return normalizeSearchText(
    [...Object.values(vacancy.title), vacancy.city, vacancy.state, unitName].filter(Boolean).join(' '),
  );
}
