import { API_BASE_PATH, apiFetch } from '@portal/shell/api/http-client';
import { useEffect, useRef } from 'react';
import { NOTIFICATIONS_PATH } from './notifications-api';

/** Longest wait between two attempts to reopen a stream the server refused or lost. */
const STREAM_MAX_BACKOFF_MS = 30_000;

/**
 * Keeps a server-sent events stream open while `enabled` and calls `onChange` whenever the user's notifications
 * change on the server (created by another system, marked seen in another tab), on whatever instance.
 * The browser reconnects a dropped stream by itself; a refused one (expired access token) is reopened after a
 * call that refreshes the session, with a growing pause. After any reconnection the lists are fetched again, as
 * events may have been missed meanwhile.
 */
export function useNotificationStream(enabled: boolean, onChange: () => void): void {
  const callback = useRef(onChange);
  callback.current = onChange;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let opened = false;
    let stopped = false;

    const open = () => {
      if (stopped) return;
      source = new EventSource(`${API_BASE_PATH}${NOTIFICATIONS_PATH}/stream`);
      source.addEventListener('ready', () => {
        if (opened) callback.current();
        opened = true;
        failures = 0;
      });
      source.addEventListener('notifications', () => callback.current());
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        failures += 1;
        const delay = Math.min(STREAM_MAX_BACKOFF_MS, 1000 * 2 ** failures);
        timer = setTimeout(() => {
          // Any API call refreshes an expired session first (or ends it, which unmounts this hook).
          apiFetch(`${NOTIFICATIONS_PATH}/summary`).then(open, open);
        }, delay);
      };
    };
    open();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [enabled]);
}
