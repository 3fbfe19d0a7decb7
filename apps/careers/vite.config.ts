import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../../vite.aliases.ts';

export default defineConfig(({ isSsrBuild }) => ({
  base: '/carreiras/',
  plugins: [react()],
  resolve: {
    alias: [
      ...workspaceAliases,
      // The careers pages run on Preact's React-compatible API: the same components, a 4 KB runtime instead of
      // react-dom's 62 KB (decision 0008). Server rendering uses it too, so hydration meets the same markup.
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  // The server bundle carries its dependencies, so react-router and react-i18next see Preact as well.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      onLog(level, log, handler) {
        // react-router reads React.useOptimistic when the runtime has it and falls back otherwise; Preact has none.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
      // The browser build puts everything the first view runs (what the entry imports statically) in one chunk.
      // Left to itself, Rolldown cuts it into a chunk per group of modules that lazy parts also use (nine files
      // for one page), and each file is compressed on its own: one chunk is smaller gzipped and fewer requests.
      // The entry module stays out of that chunk: it awaits the lazy routes of the page before hydrating, and
      // those import from the chunk, which must not be the entry itself (still evaluating: the import would never
      // end). Lazy routes, dialogs and menus stay in chunks of their own.
      ...(isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'first-view',
                    tags: ['$initial' as const],
                    test: (id: string) => !/[/](index\.html|src[/]main\.tsx)$/.test(id),
                  },
                ],
              },
            },
          }),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/locales': 'http://127.0.0.1:3000' },
  },
}));
