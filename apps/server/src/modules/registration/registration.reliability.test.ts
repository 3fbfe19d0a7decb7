import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { useTestApp } from '#server-test/test-app';

// One account per e-mail under concurrent registrations (decision 0044). The per-account rate limit lets 5
// registrations of one address through per 15 minutes, so the burst is 4 addresses × 5 requests, all at once.
const ADDRESSES = 4;
const PER_ADDRESS = 5;
const t = useTestApp();

describe('one account per e-mail under concurrent registrations', () => {
  it('20 registrations at once (5 per address): one account per address, the losers 409 email_in_use', async () => {
    const emails = Array.from({ length: ADDRESSES }, (_, i) => `concurrent.${i}.${Date.now()}@example.com`);
    const answers = await Promise.all(
      emails.flatMap((email, a) =>
        Array.from({ length: PER_ADDRESS }, (_, i) =>
          t.app
            .inject({
              method: 'POST',
              url: '/api/users/registration/v1',
              // Upper/lower case variants: the address is one account whatever its case.
              payload: {
                name: 'Mariana Souza',
                email: i % 2 ? email.toUpperCase() : email,
                password: 'Correct-Horse-Battery-9',
                privacy_policy_consent: true,
                data_storage_consent: true,
                language: 'pt-BR',
              },
              headers: { 'accept-language': 'en-US' },
              remoteAddress: `10.1.${a}.${i + 1}`,
            })
            .then((res) => ({ email, res })),
        ),
      ),
    );
    const counts: Record<string, number> = {};
    for (const { res } of answers) {
      const key = res.statusCode >= 400 ? `${res.statusCode} ${res.json().code}` : String(res.statusCode);
      counts[key] = (counts[key] ?? 0) + 1;
    }
    for (const [key, n] of Object.entries(counts)) console.log(`[reliability] registrations: ${key} × ${n}`);
    let accounts = 0;
    for (const email of emails) {
      const rows = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.emailNormalized, email));
      accounts += rows.length;
      expect(rows).toHaveLength(1);
      // The account left is one a client was told about (201 with its id).
      const created = answers
        .filter((a) => a.email === email && a.res.statusCode === 201)
        .map((a) => a.res.json().user_id);
      expect(created).toContain(rows[0]!.id);
    }
    console.log(`[reliability] registrations: ${accounts} accounts stored for ${ADDRESSES} addresses`);
    expect(Object.keys(counts).every((key) => key === '201' || key === '409 email_in_use')).toBe(true);
    const refused = answers.find((a) => a.res.statusCode === 409)?.res.json();
    if (refused) expect(refused.errors).toEqual([{ field: 'email', message: expect.any(String) }]);
  });
});
