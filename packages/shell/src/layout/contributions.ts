import type { Permissions } from '@portal/contracts/users';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { SidebarLink } from './sidebar';

/**
 * An app is composed of areas (DESIGN §6, Backstage): the shell owns the layout, sign-in and navigation; each area
 * contributes its pages and its menu entries, and the app lists the areas in one place. An area never edits the
 * shell, the app's router or its layout.
 */

/** One menu entry of an area, in the sidebar's main group. */
export interface NavContribution {
  /** The key of the entry's label in the app's own translation namespace. */
  labelKey: string;
  /** Where the entry leads (a page of the area). */
  path: string;
  /** A decorative icon, what tells the entries apart when the sidebar is collapsed. */
  icon: ReactNode;
  /** Whether the signed-in user sees the entry, from their permissions (everyone signed in when absent). */
  visible?: (permissions: Permissions | null) => boolean;
}

/** What one area contributes: its pages and its menu entries. */
export interface AreaContribution {
  /** The area's name, for reading and for React keys. */
  id: string;
  /**
   * The area's routes under the signed-in layout, each with `lazy` components so that its screens stay chunks of
   * their own (the first view carries none of them). An area guards its own pages.
   */
  routes: RouteObject[];
  /** The area's menu entries, in order. */
  nav: NavContribution[];
}

/** Every area's routes, in the order of `areas`. */
export function contributedRoutes(areas: readonly AreaContribution[]): RouteObject[] {
  return areas.flatMap((area) => area.routes);
}

/** The menu entries the signed-in user may see, labelled by `label` (the app's `t`), in the order of `areas`. */
export function contributedLinks(
  areas: readonly AreaContribution[],
  permissions: Permissions | null,
  label: (key: string) => string,
): SidebarLink[] {
  return areas
    .flatMap((area) => area.nav)
    .filter((entry) => entry.visible?.(permissions) ?? true)
    .map((entry) => ({ label: label(entry.labelKey), href: entry.path, icon: entry.icon }));
}
