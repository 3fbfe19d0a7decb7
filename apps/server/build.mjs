// Bundles the server into dist/server.js: our workspace packages are compiled in, npm packages stay external.
import { build } from 'esbuild';
import { SERVER_BUNDLE_OPTIONS } from './bundle-options.mjs';

await build({
  ...SERVER_BUNDLE_OPTIONS,
  entryPoints: { server: 'src/server.ts', users: 'src/cli/users.ts' },
  outdir: 'dist',
  sourcemap: true,
});
