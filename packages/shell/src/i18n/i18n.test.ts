import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { pickLocale, startLocale } from './i18n';

// The language a page the server did not render starts in (decision 0083): the one chosen, else the browser's.
describe('startLocale', () => {
  it("follows the browser's languages on a first visit, pt-BR when none is ours", () => {
    expect(startLocale('', ['es-ES', 'es', 'en'])).toBe('es-ES');
    expect(startLocale('', ['en-GB', 'en'])).toBe('en-US');
    expect(startLocale('', ['fr-FR', 'es-MX'])).toBe('es-ES');
    expect(startLocale('', ['de-DE'])).toBe('pt-BR');
    expect(startLocale('', [])).toBe('pt-BR');
  });

  it('keeps the language chosen in the switcher (its cookie) above the browser', () => {
    expect(startLocale('a=1; portal_lang=en-US; b=2', ['es-ES'])).toBe('en-US');
    expect(startLocale('portal_lang=pt-BR', ['es-ES'])).toBe('pt-BR');
  });
});

describe('pickLocale', () => {
  it("drops a link's ?lang= from the address, keeping the path, the rest of the query and the history entry", async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'es-ES', resources: {} });
    window.history.replaceState({ key: 'abc' }, '', '/carreiras/vagas/7?lang=es-ES&ref=mail#resumo');
    await pickLocale('pt-BR', instance);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/carreiras/vagas/7?ref=mail#resumo',
    );
    expect(window.history.state).toEqual({ key: 'abc' });
    expect(instance.language).toBe('pt-BR');
    expect(document.cookie).toContain('pt-BR');
  });
});
