import '@testing-library/jest-dom/vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { dismissAllToasts } from '@portal/shell/toast/toast-store';
import { cleanup, configure } from '@testing-library/react';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, vi } from 'vitest';

/** Component tests render the real pt-BR texts, read from the same files the translations service serves. */
// jsdom gives import.meta.url an http: scheme, so resolve from this file's folder instead.
const root = `${resolve(import.meta.dirname, '../../../..')}/`;
const namespaceDirs: Record<string, string> = {
  common: 'packages/contracts/locales',
  library: 'packages/shell/locales',
  careers: 'apps/careers/locales',
  intranet: 'apps/intranet/locales',
};

function loadResources() {
  const resources: Resource = {};
  for (const [ns, dir] of Object.entries(namespaceDirs)) {
    for (const lng of readdirSync(`${root}${dir}`)) {
      resources[lng] ??= {};
      try {
        resources[lng][ns] = JSON.parse(readFileSync(`${root}${dir}/${lng}/${ns}.json`, 'utf8'));
      } catch {
        resources[lng][ns] = {};
      }
    }
  }
  return resources;
}

beforeAll(async () => {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'pt-BR',
      fallbackLng: 'pt-BR',
      resources: loadResources(),
      ns: Object.keys(namespaceDirs),
      defaultNS: 'library',
      fallbackNS: ['common', 'library'],
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
});

// findBy*/waitFor wait up to 5 s, not Testing Library's 1 s: a lazy page's chunk and its mocked answers take more
// than a second while CI runs several test files on two cores. A test still fails when its text never comes.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout, so nothing scrolls; its own window.scrollTo only reports 'not implemented'.
window.scrollTo = () => {};

// A test that logs an unexpected console.error fails (DESIGN §6).
const originalError = console.error;
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  // A focused masked input (@react-input/mask) polls its selection on a timer until it loses the focus; unmounted
  // while focused, the timer would outlive the test's window.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  cleanup();
  // Toasts live in a module store: one left from a test would show in the next.
  dismissAllToasts();
  document.body.className = '';
});
