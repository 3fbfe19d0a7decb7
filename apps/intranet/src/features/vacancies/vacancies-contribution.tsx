import { ListCheckIcon } from '@portal/shell/components/icons';
import type { AreaContribution } from '@portal/shell/layout/contributions';
import { lazyPage } from '@portal/shell/layout/lazy-page';
import { canRecruit, RECRUITING_PATH } from '#intranet/kit/recruiting/recruiting-access';
import { recruitingRoute } from '#intranet/kit/recruiting/recruiting-routes';

/**
 * The vacancies (decision 0052) as the intranet's shell takes them: the list and the editor of a new or a stored
 * vacancy under /recrutamento, guarded by a recruiting permission, each screen a lazy chunk of its own (the first view
 * carries none of them, decision 0058), and the 'Recruiting' menu entry for whom has a recruiting permission.
 */
export const vacanciesContribution: AreaContribution = {
  id: 'vacancies',
  routes: [
    recruitingRoute([
      {
        index: true,
        lazy: lazyPage(() => import('./components/vacancy-list-page'), 'VacancyListPage'),
      },
      {
        path: 'vagas/nova',
        lazy: lazyPage(() => import('./components/vacancy-editor-page'), 'VacancyEditorPage'),
      },
      {
        path: 'vagas/:id',
        lazy: lazyPage(() => import('./components/vacancy-editor-page'), 'VacancyEditorPage'),
      },
    ]),
  ],
  nav: [{ labelKey: 'nav.recruiting', path: RECRUITING_PATH, icon: <ListCheckIcon />, visible: canRecruit }],
};
