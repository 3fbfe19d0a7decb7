import { BarChartIcon, ListCheckIcon, UserIcon } from '@portal/shell/components/icons';
import type { AreaContribution } from '@portal/shell/layout/contributions';
import { lazyPage } from '@portal/shell/layout/lazy-page';
import {
  canReadQuotas,
  canRecruit,
  canSearchTalent,
  quotasPath,
  RECRUITING_PATH,
  talentPoolPath,
} from './recruiting-access';

/**
 * The recruiters' screens (decision 0052) as the intranet's shell takes them: their routes under the signed-in layout,
 * guarded by a recruiting permission, each screen a lazy chunk of its own (the first view carries none of them,
 * decision 0058), and the 'Recruiting' menu entry for whom has a recruiting permission.
 */
export const recruitingContribution: AreaContribution = {
  id: 'recruiting',
  routes: [
    {
      // The talent pool has a permission of its own (decision 0073): its own guard, beside the vacancies' one.
      path: talentPoolPath,
      lazy: lazyPage(() => import('./components/talent-guard'), 'TalentGuard'),
      children: [
        {
          index: true,
          lazy: lazyPage(() => import('./components/talent-search-page'), 'TalentSearchPage'),
        },
        {
          path: ':id',
          lazy: lazyPage(() => import('./components/talent-candidate-page'), 'TalentCandidatePage'),
        },
      ],
    },
    {
      // The legal quotas (decision 0072) read with any recruiting permission: the page checks it itself.
      path: quotasPath,
      lazy: lazyPage(() => import('./components/quotas-page'), 'QuotasPage'),
    },
    {
      path: RECRUITING_PATH,
      lazy: lazyPage(() => import('./components/recruiting-guard'), 'RecruitingGuard'),
      children: [
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
        {
          path: 'vagas/:id/candidatos',
          lazy: lazyPage(() => import('./components/applicants-page'), 'ApplicantsPage'),
        },
        {
          path: 'candidaturas/:id',
          lazy: lazyPage(() => import('./components/application-page'), 'ApplicationPage'),
        },
      ],
    },
  ],
  nav: [
    { labelKey: 'nav.recruiting', path: RECRUITING_PATH, icon: <ListCheckIcon />, visible: canRecruit },
    { labelKey: 'nav.talentPool', path: talentPoolPath, icon: <UserIcon />, visible: canSearchTalent },
    { labelKey: 'nav.quotas', path: quotasPath, icon: <BarChartIcon />, visible: canReadQuotas },
  ],
};
