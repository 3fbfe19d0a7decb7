import { LOCALE_COOKIE } from '@portal/contracts/locales';
import { clearCookies, stubResizeObserver } from '@portal/shell/test/browser-stubs';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LanguageSwitcher, preloadLanguageMenu } from './language-switcher';

beforeAll(() => stubResizeObserver());
// The menu's code as after its first use; lazy-parts.test.tsx covers the first opening, before it arrives.
beforeAll(() => preloadLanguageMenu());
afterEach(async () => {
  await i18next.changeLanguage('pt-BR');
  clearCookies();
});

describe('LanguageSwitcher', () => {
  it('shows PT and lists the other two languages, each 40 px high', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    const trigger = screen.getByRole('button', { name: 'Idioma: Português (PT)' });
    expect(trigger).toHaveTextContent('PT');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    const menu = screen.getByRole('menu');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['English EN', 'Español ES']);
    expect(menu.style.getPropertyValue('--menu-entry-height')).toBe('40px');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('switches to English when EN is picked and remembers it', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    await user.click(screen.getByRole('button', { name: 'Idioma: Português (PT)' }));
    await user.click(screen.getByRole('menuitem', { name: 'English EN' }));

    expect(i18next.language).toBe('en-US');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=en-US`);
    const trigger = await screen.findByRole('button', { name: 'Language: English (EN)' });
    expect(trigger).toHaveTextContent('EN');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Português PT',
      'Español ES',
    ]);
  });

  it('opens with the keyboard', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Idioma: Português (PT)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
