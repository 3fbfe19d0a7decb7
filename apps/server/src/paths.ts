import { fileURLToPath } from 'node:url';

// This file sits at apps/server/src/paths.ts and is bundled into apps/server/dist/server.js:
// both are one level below apps/server, so the same relative paths work in source and in the build.
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export const paths = {
  migrations: `${serverRoot}drizzle`,
  careersDist: `${repoRoot}apps/careers/dist`,
  careersSsr: `${repoRoot}apps/careers/dist-ssr`,
  intranetDist: `${repoRoot}apps/intranet/dist`,
  /** Where each translation namespace lives (spec §1: a translations service per locale and namespace). */
  locales: {
    common: `${repoRoot}packages/contracts/locales`,
    library: `${repoRoot}packages/shell/locales`,
    careers: `${repoRoot}apps/careers/locales`,
    intranet: `${repoRoot}apps/intranet/locales`,
  },
} as const;
