import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../../vite.aliases.ts';

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: {
    alias: [
      ...workspaceAliases,
      // The intranet runs on Preact's React-compatible API like the careers pages (decisions 0008 and 0058): the
      // same components, a 5 KB runtime instead of react-dom's 62 KB, for the first-view budget of issue 11.
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      // What the entry imports statically (runtime, router, i18n, the shell's frame) is one chunk: each file is
      // compressed on its own, so one file is smaller gzipped than the dozen Rolldown cuts it into, and it needs
      // one request. The entry module stays out (as in the careers build). Pages, the signed-in layout, dialogs
      // and menus stay lazy chunks of their own; the recruiting screens too.
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
      onLog(level, log, handler) {
        // react-router reads React.useOptimistic when the runtime has it and falls back otherwise; Preact has none.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3000', '/locales': 'http://127.0.0.1:3000' },
  },
});
