import type { AreaContribution } from '@portal/shell/layout/contributions';
import { lazyPage } from '@portal/shell/layout/lazy-page';
import { recruitingRoute } from '#intranet/kit/recruiting/recruiting-routes';

/**
 * A vacancy's applicants and one application (decisions 0052, 0053) as the intranet's shell takes them: under
 * /recrutamento beside the vacancies, behind the same recruiting guard, each screen a lazy chunk of its own. No menu
 * entry: a vacancy of the list leads to its applicants.
 */
export const applicantsContribution: AreaContribution = {
  id: 'applicants',
  routes: [
    recruitingRoute([
      {
        path: 'vagas/:id/candidatos',
        lazy: lazyPage(() => import('./components/applicants-page'), 'ApplicantsPage'),
      },
      {
        path: 'candidaturas/:id',
        lazy: lazyPage(() => import('./components/application-page'), 'ApplicationPage'),
      },
    ]),
  ],
  nav: [],
};
