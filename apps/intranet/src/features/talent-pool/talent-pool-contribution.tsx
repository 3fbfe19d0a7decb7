import { UserIcon } from '@portal/shell/components/icons';
import type { AreaContribution } from '@portal/shell/layout/contributions';
import { lazyPage } from '@portal/shell/layout/lazy-page';
import { canSearchTalent, talentPoolPath } from '#intranet/kit/recruiting/recruiting-access';

/**
 * The talent pool (decision 0073) as the intranet's shell takes it: the search and one candidate, behind a guard of
 * its own (its permission is not the vacancies'), each screen a lazy chunk, and its menu entry for whom may search.
 */
export const talentPoolContribution: AreaContribution = {
  id: 'talent-pool',
  routes: [
    {
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
  ],
  nav: [{ labelKey: 'nav.talentPool', path: talentPoolPath, icon: <UserIcon />, visible: canSearchTalent }],
};
