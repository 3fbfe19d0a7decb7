/**
 * Where an application came from (issue 29 point 6): the portal's own links say `alert`, `share` or `invitation`
 * (`?source=`), the talent pool's invitations `talent_pool`, any other link's `utm_source` or `ref` makes it
 * `external` with that value as its detail (`indeed`), and no mark at all is `direct`.
 */
export const APPLICATION_SOURCES = [
  'direct',
  'alert',
  'share',
  'invitation',
  'talent_pool',
  'external',
] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

/** The longest `source_detail` kept (a job board's name, as its link says it). */
export const SOURCE_DETAIL_MAX = 40;

/** The source of an application as an arrival link's query says it, or null when the link says nothing. */
export function sourceOfLink(
  query: URLSearchParams,
): { source: ApplicationSource; source_detail?: string } | null {
  const own = query.get('source');
  if (own && (APPLICATION_SOURCES as readonly string[]).includes(own) && own !== 'external')
    return { source: own as ApplicationSource };
  const detail = (query.get('utm_source') ?? query.get('ref') ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, SOURCE_DETAIL_MAX);
  return detail ? { source: 'external', source_detail: detail } : null;
}
