import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { firstViewPage, VACANCY_ROUTE_PATH } from './first-view-pages';
import { routes } from './routes';

/** The router's page at `path`: its route path ('' for the index) and params. */
function routed(path: string) {
  const leaf = matchRoutes(routes, path)?.at(-1);
  return { route: leaf?.route.index ? '' : leaf?.route.path, params: leaf?.params };
}

describe('first-view pages (decision 0104)', () => {
  it('are matched as the router matches them, with the same params', () => {
    expect(routed('/').route).toBe('');
    expect(firstViewPage('/')?.params).toEqual({});
    expect(routed('/vagas/12').route).toBe(VACANCY_ROUTE_PATH);
    expect(firstViewPage('/vagas/12')?.params).toEqual(routed('/vagas/12').params);
    expect(routed('/register').route).toBe('register');
    expect(firstViewPage('/register')).not.toBeNull();
  });

  it('are only those: every other page of the app starts with the router', () => {
    for (const path of [
      '/minhas-inscricoes',
      '/curriculo',
      '/banco-de-talentos',
      '/cadastro-concluido',
      '/x',
    ]) {
      expect(routed(path).route, path).toBeDefined();
      expect(firstViewPage(path), path).toBeNull();
    }
    expect(firstViewPage('/vagas/12/outra')).toBeNull();
  });

  it('load the components the routes render', async () => {
    for (const path of ['/', '/vagas/12', '/register']) {
      const lazy = matchRoutes(routes, path)?.at(-1)?.route.lazy;
      if (typeof lazy !== 'function') throw new Error(`${path} has no lazy route`);
      const fromRoute = (await lazy()).Component;
      const fromFirstView = await firstViewPage(path)?.load();
      expect(typeof fromRoute).toBe('function');
      expect(fromFirstView?.name, path).toBe(fromRoute?.name);
    }
  });
});
