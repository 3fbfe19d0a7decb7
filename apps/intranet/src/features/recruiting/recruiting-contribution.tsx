import { ListCheckIcon } from '@portal/shell/components/icons';
import type { AreaContribution } from '@portal/shell/layout/contributions';
import { canRecruit, RECRUITING_PATH } from './recruiting-access';

/**
 * The recruiters' screens (decision 0052) as the intranet's shell takes them: their routes under the signed-in layout,
 * guarded by a recruiting permission, each screen a lazy chunk of its own (the first view carries none of them,
 * decision 0058), and the 'Recruiting' menu entry for whom has a recruiting permission.
 */
export const recruitingContribution: AreaContribution = {
  id: 'recruiting',
  routes: [
    {
      path: RECRUITING_PATH,
      lazy: async () => ({
        Component: (await import('./components/recruiting-guard')).RecruitingGuard,
      }),
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('./components/vacancy-list-page')).VacancyListPage,
          }),
        },
        {
          path: 'vagas/nova',
          lazy: async () => ({
            Component: (await import('./components/vacancy-editor-page')).VacancyEditorPage,
          }),
        },
        {
          path: 'vagas/:id',
          lazy: async () => ({
            Component: (await import('./components/vacancy-editor-page')).VacancyEditorPage,
          }),
        },
        {
          path: 'vagas/:id/candidatos',
          lazy: async () => ({
            Component: (await import('./components/applicants-page')).ApplicantsPage,
          }),
        },
        {
          path: 'candidaturas/:id',
          lazy: async () => ({
            Component: (await import('./components/application-page')).ApplicationPage,
          }),
        },
      ],
    },
  ],
  nav: [{ labelKey: 'nav.recruiting', path: RECRUITING_PATH, icon: <ListCheckIcon />, visible: canRecruit }],
};
