import { preloadModal } from '@portal/shell/components/modal';
import { clearCookies } from '@portal/shell/test/browser-stubs';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_PREFERENCES_COOKIE, preferenceCookiesAllowed } from './cookie-preferences';
import { Footer } from './footer';

// The dialog's code as after its first use; lazy-parts.test.tsx covers the first opening, before it arrives.
beforeAll(() => preloadModal());
afterEach(() => clearCookies());

describe('Footer', () => {
  it('shows the copyright line with the current year and the legal links', () => {
    render(
      <Footer
        companyName="Metalúrgica"
        privacyPolicyHref="/privacidade"
        companySiteHref="https://metal.example"
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Metalúrgica. Todos os direitos reservados.`,
    );
    const links = within(footer).getByRole('navigation', { name: 'Links do rodapé' });
    expect(within(links).getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    expect(within(links).getByRole('link', { name: 'Dicas de privacidade' })).toBeInTheDocument();
    const site = within(links).getByRole('link', { name: 'Site da empresa (abre em uma nova aba)' });
    expect(site).toHaveAttribute('href', 'https://metal.example');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("uses 'Portal' as the default company name", () => {
    render(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Portal. Todos os direitos reservados.');
  });

  it('lets the visitor switch preference cookies while necessary cookies stay on', async () => {
    const user = userEvent.setup();
    render(<Footer />);
    await user.click(screen.getByRole('button', { name: 'Preferências de cookies' }));
    const dialog = screen.getByRole('dialog', { name: 'Preferências de cookies' });
    const necessary = within(dialog).getByRole('checkbox', { name: 'Cookies necessários (sempre ativos)' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const preferences = within(dialog).getByRole('switch', { name: 'Cookies de preferências' });
    expect(preferences).not.toBeChecked();

    await user.click(preferences);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar preferências' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${COOKIE_PREFERENCES_COOKIE}=1`);
    expect(preferenceCookiesAllowed()).toBe(true);

    // Reopening shows the saved choice; cancelling keeps it.
    await user.click(screen.getByRole('button', { name: 'Preferências de cookies' }));
    const again = screen.getByRole('switch', { name: 'Cookies de preferências' });
    expect(again).toBeChecked();
    await user.click(again);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(preferenceCookiesAllowed()).toBe(true);
  });
});
