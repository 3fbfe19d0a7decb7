import type { Alias, BuildEnvironmentOptions } from 'vite';

/**
 * What the careers and intranet builds share (apps/careers/vite.config.ts, apps/intranet/vite.config.ts).
 *
 * Both run on Preact's React-compatible API (decisions 0008 and 0058): the same components, a 4-5 KB runtime instead
 * of react-dom's 62 KB. Each app adds what only it needs (the careers pages also render on the server).
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

type RolldownOptions = NonNullable<BuildEnvironmentOptions['rolldownOptions']>;

/** react-router reads React.useOptimistic when the runtime has it and falls back otherwise; Preact has none. */
export const quietPreactLogs: RolldownOptions['onLog'] = (level, log, handler) => {
  if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
  handler(level, log);
};

/**
 * The browser build puts everything the first view runs (what the entry imports statically: runtime, router, i18n,
 * the shell's frame) in one chunk. Left to itself, Rolldown cuts it into a chunk per group of modules that lazy
 * parts also use (nine files for one page), and each file is compressed on its own: one chunk is smaller gzipped and
 * needs fewer requests. The entry module stays out of that chunk: it awaits the lazy routes of the page before
 * hydrating, and those import from the chunk, which must not be the entry itself (still evaluating: the import
 * would never end). Lazy routes, dialogs and menus stay in chunks of their own.
 */
export const firstViewChunk: RolldownOptions['output'] = {
  codeSplitting: {
    groups: [
      {
        name: 'first-view',
        tags: ['$initial' as const],
        test: (id: string) => !/[/](index\.html|src[/]main\.tsx)$/.test(id),
      },
    ],
  },
};

/** The build options both apps use; `output` is the browser build's (the careers server build has its own). */
export function frontEndBuild(output: RolldownOptions['output'] | undefined): BuildEnvironmentOptions {
  return {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: { onLog: quietPreactLogs, ...(output ? { output } : {}) },
  };
}

/** The development server of an app on `port`, with the API and translations of the server on port 3000. */
export function devServer(port: number) {
  return {
    port,
    proxy: { '/api': 'http://127.0.0.1:3000', '/locales': 'http://127.0.0.1:3000' },
  };
}
