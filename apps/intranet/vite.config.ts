import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../../vite.aliases.ts';
import { devServer, firstViewChunk, frontEndBuild, jitlessZod, preactAliases } from '../../vite.front-end.ts';

// The intranet runs on Preact like the careers pages, for the first-view budget of decision 0058. Pages, the signed-in
// layout, dialogs and menus are lazy chunks of their own, the recruiting screens too.
export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: { alias: [...workspaceAliases, ...preactAliases, jitlessZod] },
  build: frontEndBuild(firstViewChunk),
  server: devServer(5174),
});
