import { reviveDates, serializeQueryDate } from '@portal/contracts/dates';
import { currentLocale } from '@portal/shell/i18n/i18n';
import i18next from 'i18next';
import { type ApiRequestInfo, type HttpMethod, toApiError } from './api-error';
import { hasLoginTypeCookie } from './session';

/** Every API path of spec §7 lives below this base path (DESIGN §2). */
export const API_BASE_PATH = '/api';

export interface ApiClientConfig {
  /** Origin the API is served from; '' means the page's own origin. */
  baseUrl: string;
  /** Name of the readable login-type cookie (with its environment suffix): it tells that a session exists. */
  loginTypeCookie: string;
  /** Where tokens are refreshed (the refresh token travels as an HttpOnly cookie). */
  refreshPath: string;
  /** Called once when a refresh fails: the session is over and the app sends the user to sign in. */
  onSessionExpired: () => void;
}

const defaults: ApiClientConfig = {
  baseUrl: '',
  loginTypeCookie: 'login_type',
  refreshPath: '/api/auth/auth/v1/token/refresh',
  onSessionExpired: () => {},
};

let config: ApiClientConfig = { ...defaults };

/** Sets how the client reaches the API and handles an expired session; options not named stay as they were. */
export function configureApiClient(options: Partial<ApiClientConfig>): void {
  config = { ...config, ...options };
}

/** Puts every option back to its default (for tests). */
export function resetApiClient(): void {
  config = { ...defaults };
}

export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface ApiRequestOptions {
  method?: HttpMethod;
  params?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Language of the request; the current interface language when omitted. */
  locale?: string;
  /** Whether a 401 may refresh the session and retry (default true). */
  refreshSession?: boolean;
}

/** The Accept-Language of a request: the interface language, 'pt' before i18n has started (spec §7). */
export function requestLanguage(): string {
  return i18next.isInitialized ? currentLocale() : 'pt';
}

function queryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      search.append(name, item instanceof Date ? serializeQueryDate(item) : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function hasSession(): boolean {
  return typeof document !== 'undefined' && hasLoginTypeCookie(document.cookie, config.loginTypeCookie);
}

function isJson(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('content-type') ?? '');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  if (!isJson(response)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/*
 * Session refresh (spec §8). Requests are stamped with the session generation they were sent in. The first 401
 * of a generation starts one refresh; every other 401 of that generation waits for the same one. A request sent
 * before a refresh that has since finished is simply retried, so a slow 401 never starts a second refresh.
 */
type RefreshOutcome = 'refreshed' | 'expired';
let generation = 0;
let lastRefresh: { generation: number; outcome: Promise<RefreshOutcome> } | undefined;

async function callRefresh(): Promise<RefreshOutcome> {
  const response = await fetch(`${config.baseUrl}${config.refreshPath}`, {
    method: 'GET',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Accept-Language': requestLanguage(),
      'X-Requested-With': 'fetch',
    },
  });
  await response.body?.cancel();
  return response.ok ? 'refreshed' : 'expired';
}

function refreshSession(sentIn: number): Promise<RefreshOutcome> {
  if (lastRefresh?.generation === sentIn) return lastRefresh.outcome;
  if (sentIn < generation) return Promise.resolve('refreshed');
  const onSessionExpired = config.onSessionExpired;
  const outcome = callRefresh().then(
    (result) => {
      generation += 1;
      if (result === 'expired') onSessionExpired();
      return result;
    },
    // Unreachable server: the session may still be valid, so the user is not signed out.
    (error: unknown) => {
      generation += 1;
      throw error;
    },
  );
  lastRefresh = { generation: sentIn, outcome };
  return outcome;
}

/**
 * Calls the API (spec §7, §8): `path` below /api, JSON in and out, response dates revived. Resolves to the parsed
 * body (undefined for 204). A response that is not 2xx rejects with an ApiError; an error without a response
 * (network failure, abort) is passed through unchanged. A 401 while a session exists refreshes the session once
 * for all concurrent failures and retries the request once.
 */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    params,
    body,
    headers,
    signal,
    locale,
    refreshSession: mayRefresh = true,
  } = options;
  const target = `${API_BASE_PATH}${path}${queryString(params)}`;
  const url = `${config.baseUrl}${target}`;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Accept-Language': locale ?? requestLanguage(),
      'X-Requested-With': 'fetch',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  };
  const request: ApiRequestInfo = { method, url: target };

  const send = async (canRefresh: boolean): Promise<T> => {
    const sentIn = generation;
    const response = await fetch(url, init);
    if (response.status === 204) return undefined as T;
    const parsed = await readBody(response);
    if (response.ok) return (isJson(response) ? reviveDates(parsed) : parsed) as T;
    const error = toApiError(response.status, parsed, request);
    if (response.status !== 401 || !canRefresh || !hasSession()) throw error;
    if ((await refreshSession(sentIn)) === 'expired') throw error;
    return send(false);
  };
  return send(mayRefresh);
}
