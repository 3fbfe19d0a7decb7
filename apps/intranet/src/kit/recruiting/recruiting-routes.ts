import { lazyPage } from '@portal/shell/layout/lazy-page';
import type { RouteObject } from 'react-router';
import { RECRUITING_PATH } from './recruiting-access';

/**
 * An area's screens under /recrutamento, behind the recruiting guard (a lazy chunk of its own): the vacancies and
 * their applicants both add theirs there.
 */
export function recruitingRoute(children: RouteObject[]): RouteObject {
  return {
    path: RECRUITING_PATH,
    lazy: lazyPage(() => import('./components/recruiting-guard'), 'RecruitingGuard'),
    children,
  };
}
