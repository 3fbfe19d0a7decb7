import { formatSalaryAmount, type VacancySalary } from '@portal/contracts/salary';
import type { TFunction } from 'i18next';

/**
 * A vacancy's salary as its page and the careers list's cards say it: 'R$ 2.500,00 por mês', 'R$ 12,50 – R$ 15,00
 * por hora' (decision 0078). `t` is any translator that reaches the `library` namespace.
 */
export function salaryText(salary: VacancySalary, t: TFunction, locale: string): string {
  return t(`library:vacancyDetails.salaryPer.${salary.period}`, {
    amount: formatSalaryAmount(salary, locale),
  });
}
