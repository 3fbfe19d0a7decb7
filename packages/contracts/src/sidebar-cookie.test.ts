import { describe, expect, it } from 'vitest';
import { isSidebarCollapsedCookie } from './constants';

// Spec §4: on small screens the sidebar is shown or hidden, remembered in SIDEBAR_COOKIE (decision 0085).
describe('isSidebarCollapsedCookie', () => {
  it('is shown only when the person chose so (the cookie says 0)', () => {
    expect(isSidebarCollapsedCookie('0')).toBe(false);
  });

  it.each([['1'], [undefined], [''], ['yes']])(
    'is hidden for %s: the default keeps a phone’s first screen for the page',
    (value) => {
      expect(isSidebarCollapsedCookie(value)).toBe(true);
    },
  );
});
