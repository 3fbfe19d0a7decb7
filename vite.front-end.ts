import { fileURLToPath } from 'node:url';
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

/**
 * Browser code gets zod with its JIT off (decision 0068): the JIT's `new Function` probe breaks the pages' Content
 * Security Policy. Every `import ... from 'zod'` resolves to the module that switches it off first.
 */
export const jitlessZod: Alias = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./packages/contracts/src/zod-jitless.ts', import.meta.url)),
};

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

/**
 * The build options both apps use; `output` is the browser build's (the careers server build has its own).
 *
 * One stylesheet per app (decision 0068): every route has every style from the first paint, whichever route a person
 * opens first (a reload, a bookmark), and the cascade has one order, the build's, whatever was visited before. Split
 * per lazy chunk, a route's look depended on which chunks an earlier route had loaded, and the careers pages'
 * server-rendered markup was painted before the stylesheets of its lazy route arrived (a layout shift).
 */
export function frontEndBuild(output: RolldownOptions['output'] | undefined): BuildEnvironmentOptions {
  return {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: false,
    // No source maps in what is deployed (decision 0068); `SOURCEMAP=1 npm run build` writes them for analysing the
    // bundles, without the comment that points browsers at them (the server refuses *.map all the same).
    sourcemap: process.env.SOURCEMAP === '1' ? 'hidden' : false,
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
