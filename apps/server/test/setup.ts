import { afterAll, beforeAll, vi } from 'vitest';

// A test that logs an unexpected console.error fails (DESIGN §6).
const original = console.error;
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    original(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
afterAll(() => {
  vi.restoreAllMocks();
});
