/**
 * HTTP Basic (`Basic base64(e-mail:password)`) and the intranet's CPF sign-in (`Cpf base64(taxid:company)`, DESIGN
 * §4.3): the two parts of the header, read in one place. RFC 7617 §2: user-id and password hold no control
 * character; one that does (a NUL byte, which PostgreSQL cannot even compare) is refused like any wrong credential
 * (decision 0064), before it reaches a query, a rate-limit key or the audit log.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * The parts of `Scheme base64(left:right)`, split at the first colon (Basic: a password may hold one) or at the
 * last (Cpf); null when the header is not of that form, a part is empty, or it holds a control character.
 */
export function decodeCredentials(
  header: string | undefined,
  scheme: 'Basic' | 'Cpf',
): { left: string; right: string } | null {
  const match = new RegExp(`^${scheme}\\s+([A-Za-z0-9+/=]+)$`, 'i').exec((header ?? '').trim());
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  if (CONTROL_CHARACTER.test(decoded)) return null;
  const colon = scheme === 'Basic' ? decoded.indexOf(':') : decoded.lastIndexOf(':');
  if (colon < 1) return null;
  return { left: decoded.slice(0, colon), right: decoded.slice(colon + 1) };
}
