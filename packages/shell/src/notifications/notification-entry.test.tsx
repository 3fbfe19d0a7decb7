import { DECEMBER_24_2026_BY_LOCALE } from '@portal/shell/test/locale-dates';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { RelativeTime } from './notification-entry';

afterEach(async () => {
  await i18next.changeLanguage('pt-BR');
});

describe('a notification’s time', () => {
  const now = new Date(2026, 11, 31, 12, 0);

  it.each(DECEMBER_24_2026_BY_LOCALE)(
    'after 7 days is the date as %s writes it (%s)',
    async (locale, shown) => {
      await i18next.changeLanguage(locale);
      render(<RelativeTime date={new Date(2026, 11, 24, 9, 0)} now={now} />);
      expect(screen.getByText(shown, { selector: 'time' })).toBeInTheDocument();
    },
  );

  it('within 7 days stays relative', async () => {
    await i18next.changeLanguage('en-US');
    render(<RelativeTime date={new Date(2026, 11, 29, 12, 0)} now={now} />);
    expect(screen.getByText('2 days ago', { selector: 'time' })).toBeInTheDocument();
  });
});
