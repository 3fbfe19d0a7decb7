/**
 * What the browser builds import as `zod` (vite.front-end.ts aliases it here): zod with its JIT off, set before any
 * schema is built. Zod compiles object parsers with `new Function` and probes for it once, when the first object
 * schema is created; the pages' Content Security Policy has no 'unsafe-eval', so the probe is a CSP violation on
 * every page that loads a schema, even though zod catches the error (decision 0068). The server keeps the JIT.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default, z } from 'zod/v4';
