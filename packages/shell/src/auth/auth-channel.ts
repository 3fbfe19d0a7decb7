import { AUTH_CHANNEL, AUTH_EVENTS } from '@portal/contracts/constants';

export type AuthEvent = (typeof AUTH_EVENTS)[keyof typeof AUTH_EVENTS];

function isAuthEvent(value: unknown): value is AuthEvent {
  return value === AUTH_EVENTS.signIn || value === AUTH_EVENTS.signOut;
}

/**
 * One channel per page for publishing and listening: a BroadcastChannel never receives its own messages, so a
 * page is not told about its own sign-in or sign-out, only other tabs are (spec §4 'Other tabs').
 */
let pageChannel: BroadcastChannel | null = null;
function channel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  pageChannel ??= new BroadcastChannel(AUTH_CHANNEL);
  return pageChannel;
}

/** Tells the other tabs of this site that the user signed in or out (spec §4, channel 'auth'). */
export function publishAuthEvent(event: AuthEvent): void {
  channel()?.postMessage(event);
}

/** Calls `handler` for each sign-in or sign-out another tab publishes; returns the unsubscribe function. */
export function subscribeAuthEvents(handler: (event: AuthEvent) => void): () => void {
  const shared = channel();
  if (!shared) return () => {};
  const listener = (message: MessageEvent) => {
    if (isAuthEvent(message.data)) handler(message.data);
  };
  shared.addEventListener('message', listener);
  return () => shared.removeEventListener('message', listener);
}
