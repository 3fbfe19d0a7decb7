/**
 * A client address of its own for the API calls that make a test's candidate, as a proxy passes it (the e2e server
 * trusts a proxy on loopback: TRUST_PROXY in playwright.config.ts). The per-address limits (20 registrations per 15
 * minutes) then count each made-up candidate apart, as they count real people apart, instead of the whole run from
 * 127.0.0.1; what the browser itself sends keeps 127.0.0.1, so the specs of the sign-up screens meet the real limits.
 */
export function ownClientAddress(): { 'X-Forwarded-For': string } {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return { 'X-Forwarded-For': `10.${byte()}.${byte()}.${byte()}` };
}
