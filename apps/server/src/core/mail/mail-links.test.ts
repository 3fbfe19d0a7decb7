import { describe, expect, it } from 'vitest';
import { mailLinks } from './mail-links';

describe('mailLinks (decision 0083)', () => {
  it("makes every link of a mail absolute under PUBLIC_URL and names the mail's language", () => {
    const links = mailLinks('https://vagas.example.com.br/');
    expect(links.careers('/minhas-inscricoes#inscricao-7', 'es-ES')).toBe(
      'https://vagas.example.com.br/carreiras/minhas-inscricoes?lang=es-ES#inscricao-7',
    );
    // The default language is named too: the reader's own cookie or browser must not pick another.
    expect(links.careers('/vagas/3', 'pt-BR')).toBe(
      'https://vagas.example.com.br/carreiras/vagas/3?lang=pt-BR',
    );
    expect(links.api('/curriculum/alerts/v1/unsubscribe/abc?also=def', 'en-US')).toBe(
      'https://vagas.example.com.br/api/curriculum/alerts/v1/unsubscribe/abc?also=def&lang=en-US',
    );
  });
});
