import { describe, expect, it } from 'vitest';
import { composeMail } from './compose';

describe('composeMail', () => {
  it('writes paragraphs, a code and the link a mail is about as text and as escaped HTML', () => {
    const mail = composeMail([
      { paragraph: ['Olá, Ana & Bia!'] },
      { paragraph: ['Primeira linha', 'segunda <linha>\r\nterceira'] },
      { code: '012345' },
      { button: { href: 'https://vagas.example.com.br/carreiras?a=1&lang=pt-BR', label: 'Abrir "aqui"' } },
    ]);
    expect(mail.text).toBe(
      [
        'Olá, Ana & Bia!',
        '',
        'Primeira linha',
        'segunda <linha>\r\nterceira',
        '',
        '    012345',
        '',
        'https://vagas.example.com.br/carreiras?a=1&lang=pt-BR',
      ].join('\n'),
    );
    expect(mail.html).toBe(
      [
        '<!doctype html><html><body>',
        '<p>Olá, Ana &#38; Bia!</p>',
        '<p>Primeira linha<br>segunda &#60;linha&#62;<br>terceira</p>',
        '<p><strong>012345</strong></p>',
        '<p><a href="https://vagas.example.com.br/carreiras?a=1&#38;lang=pt-BR">Abrir &#34;aqui&#34;</a></p>',
        '</body></html>',
      ].join('\n'),
    );
  });

  it('lists a section of links under its heading, and sets the footer apart', () => {
    const mail = composeMail(
      [
        {
          section: {
            heading: 'Sua busca: eletricista',
            items: [
              { label: 'Eletricista · Betim', href: 'https://x/vagas/1' },
              { label: 'Eletricista II · Contagem', href: 'https://x/vagas/2' },
            ],
            link: { label: 'Parar este alerta', href: 'https://x/sair' },
          },
        },
      ],
      {
        text: 'Você recebe este e-mail porque pediu.',
        link: { label: 'Gerenciar', href: 'https://x/gerenciar' },
      },
    );
    expect(mail.text).toBe(
      [
        'Sua busca: eletricista',
        '- Eletricista · Betim',
        '  https://x/vagas/1',
        '- Eletricista II · Contagem',
        '  https://x/vagas/2',
        'Parar este alerta: https://x/sair',
        '',
        'Você recebe este e-mail porque pediu.',
        'Gerenciar: https://x/gerenciar',
      ].join('\n'),
    );
    expect(mail.html).toBe(
      [
        '<!doctype html><html><body>',
        '<h2>Sua busca: eletricista</h2>',
        '<ul>',
        '<li><a href="https://x/vagas/1">Eletricista · Betim</a></li>',
        '<li><a href="https://x/vagas/2">Eletricista II · Contagem</a></li>',
        '</ul>',
        '<p><small><a href="https://x/sair">Parar este alerta</a></small></p>',
        '<hr><p><small>Você recebe este e-mail porque pediu. <a href="https://x/gerenciar">Gerenciar</a></small></p>',
        '</body></html>',
      ].join('\n'),
    );
  });
});
