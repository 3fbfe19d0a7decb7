import type { Permissions } from '@portal/contracts/users';
import { describe, expect, it } from 'vitest';
import { type AreaContribution, contributedLinks, contributedRoutes } from './contributions';

const lazyPage = async () => ({ Component: () => null });

const AREAS: AreaContribution[] = [
  {
    id: 'orders',
    routes: [{ path: 'pedidos/novo', lazy: lazyPage }],
    nav: [
      {
        labelKey: 'nav.newOrder',
        path: '/pedidos/novo',
        icon: 'O',
        visible: (permissions) => Boolean(permissions?.['orders.create']),
      },
    ],
  },
  {
    id: 'help',
    routes: [
      { path: 'ajuda', lazy: lazyPage },
      { path: 'ajuda/:topic', lazy: lazyPage },
    ],
    nav: [{ labelKey: 'nav.help', path: '/ajuda', icon: 'H' }],
  },
];

const ALLOWED = { 'orders.create': true } as Partial<Permissions> as Permissions;
const label = (key: string) => `«${key}»`;

describe('area contributions', () => {
  it('puts every area’s routes together, in the order of the areas', () => {
    expect(contributedRoutes(AREAS).map((route) => route.path)).toEqual([
      'pedidos/novo',
      'ajuda',
      'ajuda/:topic',
    ]);
  });

  it('shows an entry only to whom its permission predicate allows, labelled in the app’s language', () => {
    expect(contributedLinks(AREAS, ALLOWED, label)).toEqual([
      { label: '«nav.newOrder»', href: '/pedidos/novo', icon: 'O' },
      { label: '«nav.help»', href: '/ajuda', icon: 'H' },
    ]);
    expect(contributedLinks(AREAS, null, label).map((link) => link.href)).toEqual(['/ajuda']);
  });
});
