/** Text made safe to stand in a mail's HTML part. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The body of a mail that tells something and links to where it lives (a status change, an invitation, a job
 * alert): its paragraphs (each a list of lines: blank-line separated, line breaks kept), then the link. The text
 * part ends with the bare URL; the HTML part is escaped and ends with the link under its label.
 */
export function linkMailBody(
  paragraphs: readonly (readonly string[])[],
  link: { href: string; label: string },
): { text: string; html: string } {
  return {
    text: [...paragraphs.map((lines) => lines.join('\n')), link.href].join('\n\n'),
    html: [
      '<!doctype html><html><body>',
      ...paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`),
      `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
      '</body></html>',
    ].join('\n'),
  };
}
