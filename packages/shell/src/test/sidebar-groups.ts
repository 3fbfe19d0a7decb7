import type { SidebarGroup, SidebarLink } from '@portal/shell/layout/sidebar';

/** The sidebar's 'Geral' group (id 'main') with the given links, as the sidebar and shell tests draw it. */
export function generalGroup(...links: SidebarLink[]): SidebarGroup {
  return { id: 'main', label: 'Geral', links };
}
