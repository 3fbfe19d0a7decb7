import { fileURLToPath } from 'node:url';

/**
 * The esbuild options of the server bundle, shared by build.mjs and the scale-out test (which bundles the server as
 * dist/ has it): our workspace packages are compiled in, npm packages stay external.
 * @type {import('esbuild').BuildOptions}
 */
export const SERVER_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@portal/') || args.path.startsWith('#server/')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
};
