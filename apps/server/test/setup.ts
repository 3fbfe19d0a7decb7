import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { takeResponseMismatches } from './openapi-responses';

// A test that logs an unexpected console.error fails (DESIGN §6).
const original = console.error;
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    original(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

// A test that received an answer its OpenAPI document does not describe fails (decision 0067).
function failOnResponseMismatches() {
  const found = takeResponseMismatches();
  if (found.length === 0) return;
  const lines = [...new Set(found.map((m) => m.what))];
  throw new Error(
    `${found.length} answer(s) do not match the OpenAPI document:\n${lines.slice(0, 20).join('\n')}`,
  );
}
afterEach(failOnResponseMismatches);

afterAll(() => {
  vi.restoreAllMocks();
  failOnResponseMismatches();
});
