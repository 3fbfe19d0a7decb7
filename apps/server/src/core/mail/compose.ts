import { escapeHtml } from '#server/core/escape-html';

/** A link of a mail: where it goes and what it says in the HTML part. */
export interface MailLink {
  href: string;
  label: string;
}

/**
 * One block of a mail's body, in the order the reader meets them:
 * - `paragraph`: its lines (a line may hold line breaks of its own, e.g. a message as typed);
 * - `code`: a code to type in, indented on a line of its own;
 * - `button`: the link the mail is about (the text part shows the bare URL);
 * - `section`: a heading over a list of links, then maybe one small link (a digest's search, its vacancies and the
 *   link that ends that alert).
 */
export type MailBlock =
  | { paragraph: readonly string[] }
  | { code: string }
  | { button: MailLink }
  | { section: { heading: string; items: readonly MailLink[]; link?: MailLink } };

/** What ends a mail, set apart: why it came, and the link that manages it. */
export interface MailFooter {
  text: string;
  link: MailLink;
}

/** A short text link: `label: URL` in the text part, the label linked in the HTML part. */
const textLink = (link: MailLink) => `${link.label}: ${link.href}`;
const htmlLink = (link: MailLink) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`;
/** A line of the HTML part: escaped, its own line breaks kept. */
const htmlLines = (lines: readonly string[]) =>
  lines
    .flatMap((line) => line.split(/\r?\n/))
    .map(escapeHtml)
    .join('<br>');

function blockText(block: MailBlock): string {
  if ('paragraph' in block) return block.paragraph.join('\n');
  if ('code' in block) return `    ${block.code}`;
  if ('button' in block) return block.button.href;
  const { heading, items, link } = block.section;
  return [
    heading,
    ...items.map((item) => `- ${item.label}\n  ${item.href}`),
    ...(link ? [textLink(link)] : []),
  ].join('\n');
}

function blockHtml(block: MailBlock): string {
  if ('paragraph' in block) return `<p>${htmlLines(block.paragraph)}</p>`;
  if ('code' in block) return `<p><strong>${escapeHtml(block.code)}</strong></p>`;
  if ('button' in block) return `<p>${htmlLink(block.button)}</p>`;
  const { heading, items, link } = block.section;
  return [
    `<h2>${escapeHtml(heading)}</h2>`,
    '<ul>',
    ...items.map((item) => `<li>${htmlLink(item)}</li>`),
    '</ul>',
    ...(link ? [`<p><small>${htmlLink(link)}</small></p>`] : []),
  ].join('\n');
}

/**
 * The body of every mail the server sends (codes, links, digests, receipts, the contact form): its blocks and maybe a
 * footer, as a plain-text part (blocks apart by a blank line; what any client and a cheap phone shows) and an HTML
 * part (escaped; the links under their labels).
 */
export function composeMail(
  blocks: readonly MailBlock[],
  footer?: MailFooter,
): { text: string; html: string } {
  return {
    text: [...blocks.map(blockText), ...(footer ? [`${footer.text}\n${textLink(footer.link)}`] : [])].join(
      '\n\n',
    ),
    html: [
      '<!doctype html><html><body>',
      ...blocks.map(blockHtml),
      ...(footer ? [`<hr><p><small>${escapeHtml(footer.text)} ${htmlLink(footer.link)}</small></p>`] : []),
      '</body></html>',
    ].join('\n'),
  };
}
