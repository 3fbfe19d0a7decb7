import type { AreaContribution } from '@portal/shell/layout/contributions';
import { recruitingContribution } from '../features/recruiting/recruiting-contribution';

/**
 * The areas that contribute their pages and menu entries to the signed-in intranet (DESIGN §6, Backstage): the
 * router mounts their routes and the sidebar shows their entries, in this order, after the intranet's own.
 */
export const CONTRIBUTIONS: readonly AreaContribution[] = [recruitingContribution];
