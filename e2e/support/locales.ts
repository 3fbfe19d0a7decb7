import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@portal/contracts/locales';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Where each translation namespace lives in the repository (the files the server serves). */
const NAMESPACE_FILES = {
  common: 'packages/contracts/locales/{lng}/common.json',
  library: 'packages/shell/locales/{lng}/library.json',
  intranet: 'apps/intranet/locales/{lng}/intranet.json',
  careers: 'apps/careers/locales/{lng}/careers.json',
} as const;
export type Namespace = keyof typeof NAMESPACE_FILES;

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

function load(ns: Namespace, lng: Locale): Tree {
  const file = `${root}${NAMESPACE_FILES[ns].replace('{lng}', lng)}`;
  let tree = cache.get(file);
  if (!tree) {
    tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    cache.set(file, tree);
  }
  return tree;
}

/**
 * The text a user should see: key `a.b.c` of namespace `ns` in `lng`, with `{{name}}` placeholders filled.
 * Throws when the key is missing, so a test never expects a raw key by accident.
 */
export function text(
  lng: Locale,
  ns: Namespace,
  key: string,
  params: Record<string, string | number> = {},
): string {
  let node: string | Tree | undefined = load(ns, lng);
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No text for ${ns}:${key} in ${lng}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/** A translator bound to one language. */
export function translator(lng: Locale) {
  return (ns: Namespace, key: string, params?: Record<string, string | number>) => text(lng, ns, key, params);
}

/** A translator bound to one language and one namespace: `namespaceText('es-ES', 'intranet')('nav.home')`. */
export function namespaceText(lng: Locale, ns: Namespace) {
  return (key: string, params?: Record<string, string | number>) => text(lng, ns, key, params);
}
