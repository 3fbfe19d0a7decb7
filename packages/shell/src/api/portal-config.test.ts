import { describe, expect, it } from 'vitest';
import { loginTypeCookieName, PORTAL_CONFIG_META, readPortalConfig } from './portal-config';

function page(content?: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== undefined) {
    const meta = doc.createElement('meta');
    meta.name = PORTAL_CONFIG_META;
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('portal config', () => {
  it('reads what the server wrote into the page', () => {
    const written = {
      envName: 'hml',
      loginUrl: '/entrar',
      oidc: true,
      contactPhone: '+55 47 3000-0000',
      careersEmail: 'rh@example.com',
      notificationsUrl: 'https://portal.example.com/notifications',
    };
    const config = readPortalConfig(page(JSON.stringify(written)));
    expect(config).toEqual(written);
    expect(loginTypeCookieName(config)).toBe('login_type_hml');
  });

  it('falls back to defaults without the meta tag', () => {
    const defaults = readPortalConfig(page());
    expect(defaults).toEqual({
      envName: '',
      loginUrl: '/login',
      oidc: false,
      contactPhone: '',
      careersEmail: '',
      notificationsUrl: '/notifications',
    });
    expect(loginTypeCookieName(defaults)).toBe('login_type');
  });
});
