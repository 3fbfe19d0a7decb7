import type { ServerResponse } from 'node:http';
import { configureApiClient, resetApiClient } from '@portal/shell/api/http-client';
import {
  type ReceivedRequest,
  sendJson,
  startTestServer,
  type TestServer,
} from '@portal/shell/test/test-server';

/** What the fake API answers beyond the candidate: true when `answer` sent a response. */
type MoreAnswers = (path: string, request: ReceivedRequest, response: ServerResponse) => boolean;

/**
 * A signed-in candidate for a screen test: the readable login-type cookie and the visit's session flag tell the page
 * a session exists, and a fake API on a real HTTP server answers the register check and `user()` (read at each
 * request, so a test may rename the candidate), then whatever `more` answers; anything else is 404.
 */
export async function signedInCandidate(
  user: () => { finished: boolean; name: string },
  more: MoreAnswers = () => false,
): Promise<TestServer> {
  // biome-ignore lint/suspicious/noDocumentCookie: the readable session cookie the page checks, as the server sets it
  document.cookie = 'login_type=email; path=/';
  sessionStorage.setItem('careers.sessionStarted', '1');
  const server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api/curriculum/candidates/v1/exist-candidate-register')
      return sendJson(response, 200, { exists: true });
    if (path === '/api/curriculum/candidates/v1/user')
      return sendJson(response, 200, { seenPrivacyPolicy: true, email: 'ana@example.com', ...user() });
    if (!more(path, request, response)) sendJson(response, 404, {});
  });
  configureApiClient({ baseUrl: server.origin });
  return server;
}

/** Ends what `signedInCandidate` began: the cookie, the visit's flag, the API client and the server. */
export async function signOutCandidate(server: TestServer): Promise<void> {
  // biome-ignore lint/suspicious/noDocumentCookie: the test's session cookie, set by signedInCandidate
  document.cookie = 'login_type=; path=/; max-age=0';
  sessionStorage.clear();
  resetApiClient();
  await server.close();
}
