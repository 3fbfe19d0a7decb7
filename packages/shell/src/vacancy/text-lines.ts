/** The lines of a multi-line vacancy text, without blank lines and without typed bullets ('- ', '• '). */
export function textLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-•*–]\s+)?/, '').trim())
    .filter(Boolean);
}
