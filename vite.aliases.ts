import { fileURLToPath } from 'node:url';

/** Workspace imports resolve to TypeScript sources: `@portal/contracts/x` → packages/contracts/src/x. */
export const workspaceAliases = [
  {
    find: /^@portal\/contracts\/(.*)$/,
    replacement: fileURLToPath(new URL('./packages/contracts/src/$1', import.meta.url)),
  },
  {
    find: /^@portal\/shell\/(.*)$/,
    replacement: fileURLToPath(new URL('./packages/shell/src/$1', import.meta.url)),
  },
];
