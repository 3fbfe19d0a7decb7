import { BarChartIcon } from '@portal/shell/components/icons';
import type { AreaContribution } from '@portal/shell/layout/contributions';
import { lazyPage } from '@portal/shell/layout/lazy-page';
import { canReadQuotas, quotasPath } from '#intranet/kit/recruiting/recruiting-access';

/**
 * The legal quotas (decision 0072) as the intranet's shell takes them: one page, read with any recruiting permission
 * (the page checks it itself), a lazy chunk of its own, and its menu entry for whom may read it.
 */
export const quotasContribution: AreaContribution = {
  id: 'quotas',
  routes: [{ path: quotasPath, lazy: lazyPage(() => import('./components/quotas-page'), 'QuotasPage') }],
  nav: [{ labelKey: 'nav.quotas', path: quotasPath, icon: <BarChartIcon />, visible: canReadQuotas }],
};
