import { fileURLToPath } from 'node:url';

/**
 * Workspace imports resolve to TypeScript sources: `@portal/contracts/x` → packages/contracts/src/x. The root aliases
 * `#server/`, `#server-test/`, `#careers/` and `#intranet/` name a file of an app from its `src/` (decision 0098);
 * tsconfig.base.json's `paths` say the same to tsc and esbuild.
 */
const rootAlias = (alias: string, folder: string) => ({
  find: new RegExp(`^${alias}/(.*)$`),
  replacement: fileURLToPath(new URL(`./${folder}/$1`, import.meta.url)),
});

export const workspaceAliases = [
  {
    find: /^@portal\/contracts\/(.*)$/,
    replacement: fileURLToPath(new URL('./packages/contracts/src/$1', import.meta.url)),
  },
  {
    find: /^@portal\/shell\/(.*)$/,
    replacement: fileURLToPath(new URL('./packages/shell/src/$1', import.meta.url)),
  },
  rootAlias('#server-test', 'apps/server/test'),
  rootAlias('#server', 'apps/server/src'),
  rootAlias('#careers', 'apps/careers/src'),
  rootAlias('#intranet', 'apps/intranet/src'),
];
