import { describe, expect, it } from 'vitest';
import { authCookieNames, oidcFlowCookieName, safeTarget } from './auth';

describe('safeTarget', () => {
  it('keeps paths of this site', () => {
    expect(safeTarget('/notifications?page=2')).toBe('/notifications?page=2');
    expect(safeTarget('/pedidos/novo')).toBe('/pedidos/novo');
  });

  it('turns anything else into /home', () => {
    for (const target of [
      null,
      undefined,
      '',
      'home',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/login',
      '/login?target=/x',
      '/api/auth/auth/v1/logout',
      '/a\nb',
    ]) {
      expect(safeTarget(target), String(target)).toBe('/home');
    }
  });
});

describe('cookie names', () => {
  it('carry the environment suffix', () => {
    expect(authCookieNames('hml').loginType).toBe('login_type_hml');
    expect(oidcFlowCookieName('hml')).toBe('oidc_flow_hml');
    expect(oidcFlowCookieName()).toBe('oidc_flow');
  });
});
