import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../../vite.aliases.ts';
import { devServer, firstViewChunk, frontEndBuild, jitlessZod, preactAliases } from '../../vite.front-end.ts';

export default defineConfig(({ isSsrBuild }) => ({
  base: '/carreiras/',
  plugins: [react()],
  resolve: {
    // Server rendering runs on Preact too, so hydration meets the same markup.
    alias: [
      ...workspaceAliases,
      { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
      ...preactAliases,
      jitlessZod,
    ],
  },
  // The server bundle carries its dependencies, so react-router and react-i18next see Preact as well.
  ssr: { noExternal: true },
  // The server bundle is one file; the browser build puts the first view in one chunk.
  build: frontEndBuild(isSsrBuild ? undefined : firstViewChunk),
  server: devServer(5173),
}));
