import { COMPANY_SITE_URL } from '@portal/contracts/company';
import { AppRouter } from '@portal/shell/navigation/app-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PrivacyPolicyPage, PrivacyTipsPage, TermsOfUsePage } from './components/legal-pages';
import { LEGAL_PATHS } from './legal-paths';

/** The three documents at their paths, as the careers router mounts them. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: LEGAL_PATHS.privacyPolicy, Component: PrivacyPolicyPage },
      { path: LEGAL_PATHS.termsOfUse, Component: TermsOfUsePage },
      { path: LEGAL_PATHS.privacyTips, Component: PrivacyTipsPage },
    ],
    { initialEntries: [path] },
  );
  render(<AppRouter router={router} />);
}

/** The update notice: the paragraph holding the document's date. */
function noticeWithDate(date: string) {
  const time = screen.getByText(date, { selector: 'time' });
  return { time, notice: time.closest('p') };
}

afterEach(async () => {
  await i18next.changeLanguage('pt-BR');
});

describe('legal documents', () => {
  it.each([
    {
      lng: 'pt-BR',
      path: LEGAL_PATHS.privacyPolicy,
      title: 'Política de privacidade',
      date: '1 de novembro de 2026',
      notice: 'Versão 2026-11 — atualizada em 1 de novembro de 2026',
      heading: 'Seus direitos',
    },
    {
      lng: 'pt-BR',
      path: LEGAL_PATHS.termsOfUse,
      title: 'Termos de uso',
      date: '1 de novembro de 2026',
      notice: 'Versão 2026-11 — atualizada em 1 de novembro de 2026',
      heading: 'Sem garantia de contratação',
    },
    {
      lng: 'pt-BR',
      path: LEGAL_PATHS.privacyTips,
      title: 'Dicas de privacidade',
      date: '1 de novembro de 2026',
      notice: 'Última atualização: 1 de novembro de 2026',
      heading: 'A Empresa nunca pede dinheiro',
    },
    {
      lng: 'en-US',
      path: LEGAL_PATHS.privacyPolicy,
      title: 'Privacy policy',
      date: 'November 1, 2026',
      notice: 'Version 2026-11 — updated on November 1, 2026',
      heading: 'Your rights',
    },
    {
      lng: 'en-US',
      path: LEGAL_PATHS.termsOfUse,
      title: 'Terms of use',
      date: 'November 1, 2026',
      notice: 'Version 2026-11 — updated on November 1, 2026',
      heading: 'No guarantee of hiring',
    },
    {
      lng: 'en-US',
      path: LEGAL_PATHS.privacyTips,
      title: 'Privacy tips',
      date: 'November 1, 2026',
      notice: 'Last updated: November 1, 2026',
      heading: 'The Company never asks for money',
    },
    {
      lng: 'es-ES',
      path: LEGAL_PATHS.privacyPolicy,
      title: 'Política de privacidad',
      date: '1 de noviembre de 2026',
      notice: 'Versión 2026-11 — actualizada el 1 de noviembre de 2026',
      heading: 'Tus derechos',
    },
    {
      lng: 'es-ES',
      path: LEGAL_PATHS.termsOfUse,
      title: 'Condiciones de uso',
      date: '1 de noviembre de 2026',
      notice: 'Versión 2026-11 — actualizada el 1 de noviembre de 2026',
      heading: 'Sin garantía de contratación',
    },
    {
      lng: 'es-ES',
      path: LEGAL_PATHS.privacyTips,
      title: 'Consejos de privacidad',
      date: '1 de noviembre de 2026',
      notice: 'Última actualización: 1 de noviembre de 2026',
      heading: 'La Empresa nunca pide dinero',
    },
  ])(
    '$path in $lng: title, update notice on top, sections',
    async ({ lng, path, title, date, notice, heading }) => {
      await i18next.changeLanguage(lng);
      renderAt(path);

      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      // Each legal page has its own <title>.
      expect(document.title).toMatch(new RegExp(`^${title} \\| `));
      const updated = noticeWithDate(date);
      expect(updated.notice?.textContent).toBe(notice);
      expect(updated.time).toHaveAttribute('datetime', '2026-11-01');
      const section = screen.getByRole('heading', { level: 2, name: heading });
      // The notice comes before every section.
      expect(updated.notice?.compareDocumentPosition(section)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    },
  );

  it('follows the interface language while open', async () => {
    renderAt(LEGAL_PATHS.privacyPolicy);
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeInTheDocument();

    await act(() => i18next.changeLanguage('en-US'));

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy policy | Work at the company');
    expect(noticeWithDate('November 1, 2026').notice?.textContent).toBe(
      'Version 2026-11 — updated on November 1, 2026',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'How long we keep your data' })).toBeInTheDocument();
    expect(screen.queryByText('Política de privacidade')).not.toBeInTheDocument();
  });

  it('tells how long data is kept and how to reach the data protection officer', () => {
    renderAt(LEGAL_PATHS.privacyPolicy);

    const retention = screen.getByRole('heading', {
      level: 2,
      name: 'Por quanto tempo guardamos seus dados',
    });
    expect(retention.closest('section')).toHaveTextContent('guarde seus dados por 61 meses');
    const contact = screen
      .getByRole('heading', { level: 2, name: 'Fale com o encarregado' })
      .closest('section');
    expect(within(contact!).getByRole('link', { name: 'privacidade@example.com.br' })).toHaveAttribute(
      'href',
      'mailto:privacidade@example.com.br',
    );
  });

  it('lists the sections on top and moves to the one picked', async () => {
    const user = userEvent.setup();
    renderAt(LEGAL_PATHS.privacyPolicy);

    const contents = screen.getByRole('navigation', { name: 'Nesta página' });
    const sections = screen.getAllByRole('heading', { level: 2 }).filter((h) => h.closest('section'));
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(sections.map((h) => h.textContent));

    await user.click(within(contents).getByRole('link', { name: 'Cookies' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Cookies' })).toHaveFocus();
  });

  it('links the documents to each other inside the app', async () => {
    const user = userEvent.setup();
    renderAt(LEGAL_PATHS.termsOfUse);

    await user.click(screen.getByRole('link', { name: 'política de privacidade' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de privacidade' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'dicas de privacidade' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dicas de privacidade' }),
    ).toBeInTheDocument();
  });

  it('explains how to check the official site in numbered steps', () => {
    renderAt(LEGAL_PATHS.privacyTips);

    const section = screen
      .getByRole('heading', { level: 2, name: 'Como saber se o site é oficial' })
      .closest('section');
    const steps = within(section!).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem').length).toBeGreaterThan(1);
    expect(within(steps).getByRole('link', { name: 'www.example.com.br' })).toHaveAttribute(
      'href',
      COMPANY_SITE_URL,
    );
    expect(steps).toHaveTextContent('terminar em example.com.br');
  });
});
