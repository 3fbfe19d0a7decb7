import { FETCH_DEFAULTS } from '@portal/contracts/constants';
import { currentLocale } from '@portal/shell/i18n/i18n';
import i18next from 'i18next';
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, {
  type KeyedMutator,
  SWRConfig,
  type SWRConfiguration,
  unstable_serialize,
  useSWRConfig,
} from 'swr';
import { ApiError, isAbortError } from './api-error';
import { apiFetch, type QueryParams, requestLanguage } from './http-client';
import { useDelayedValue } from './use-delayed-value';

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** A slow connection (2G or data saver) gets longer retry and loading-slow intervals (spec §9). */
function isSlowConnection(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return ['slow-2g', '2g'].includes(connection?.effectiveType ?? '') || connection?.saveData === true;
}

/** Retries are for failures without a response and for 5xx; a 4xx answer will not change by asking again. */
function shouldRetry(error: unknown): boolean {
  if (isAbortError(error)) return false;
  return !(error instanceof ApiError && error.status < 500);
}

/** The SWR options of spec §7 "Fetch behaviour" and §9 "Fetch defaults". */
export function apiSwrConfig(slow: boolean = isSlowConnection()): SWRConfiguration {
  return {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    errorRetryCount: FETCH_DEFAULTS.errorRetryCount,
    dedupingInterval: FETCH_DEFAULTS.dedupingInterval,
    focusThrottleInterval: FETCH_DEFAULTS.focusThrottleInterval,
    errorRetryInterval: slow ? FETCH_DEFAULTS.errorRetryIntervalSlow : FETCH_DEFAULTS.errorRetryInterval,
    loadingTimeout: slow ? FETCH_DEFAULTS.loadingTimeoutSlow : FETCH_DEFAULTS.loadingTimeout,
    shouldRetryOnError: shouldRetry,
  };
}

/**
 * Gives every `useApi` below it the spec's fetch defaults. `fallback` pre-fills the cache (a server-rendered page
 * hands over the data it was rendered with, keyed by `apiKey`).
 */
export function ApiProvider({
  children,
  fallback,
  fallbackErrors,
}: {
  children: ReactNode;
  fallback?: Record<string, unknown>;
  /** Errors a server render met, by key: the page shows them at once instead of a loading state. */
  fallbackErrors?: Record<string, ApiError>;
}) {
  const value = useMemo(() => ({ ...apiSwrConfig(), ...(fallback ? { fallback } : {}) }), [fallback]);
  return (
    <FallbackErrors.Provider value={fallbackErrors ?? noErrors}>
      <SWRConfig value={value}>{children}</SWRConfig>
    </FallbackErrors.Provider>
  );
}

const noErrors: Record<string, ApiError> = {};
const FallbackErrors = createContext(noErrors);

function subscribeToLanguage(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  i18next.on('initialized', onChange);
  return () => {
    i18next.off('languageChanged', onChange);
    i18next.off('initialized', onChange);
  };
}

/**
 * The language requests are made in; components re-render when it changes. Inside an I18nextProvider (a page
 * rendered on the server has one per request) that instance's language counts, otherwise the global one's.
 */
function useRequestLanguage(): string {
  const { i18n } = useTranslation();
  const global = useSyncExternalStore(subscribeToLanguage, requestLanguage, requestLanguage);
  return i18n && i18n !== i18next && i18n.isInitialized ? currentLocale(i18n) : global;
}

type ApiKey = readonly [path: string, params: QueryParams | undefined, locale: string];

/** The cache key `useApi(path, params)` uses in a language (to pre-fill the cache, see ApiProvider's fallback). */
export function apiKey(path: string, params: QueryParams | undefined, locale: string): string {
  return unstable_serialize([path, params, locale] satisfies ApiKey);
}

function fetchKey<T>([path, params, locale]: ApiKey): Promise<T> {
  return apiFetch<T>(path, { params, locale });
}

export interface UseApiResult<T> {
  /** The data, delayed 500 ms except its first value. */
  data: T | undefined;
  /**
   * True while `data` is still the answer to an earlier key (other params or language) and the current key's
   * answer has not been shown yet: the screen should mark it as outdated (or hide it) and say that it is busy.
   * An answer that arrives for an earlier key never replaces the current key's data (answers are kept by key).
   */
  stale: boolean;
  error: unknown;
  /** True while the first load runs, delayed like `data`. */
  isLoading: boolean;
  isValidating: boolean;
  mutate: KeyedMutator<T>;
}

/**
 * GETs `path` (below /api) with `params`, cached by path, params and language: switching the language fetches
 * again. Pass `null` to fetch nothing yet (for example before sign-in).
 */
export function useApi<T>(path: string | null, params?: QueryParams): UseApiResult<T> {
  const locale = useRequestLanguage();
  const key: ApiKey | null = path === null ? null : [path, params, locale];
  const serialized = key ? unstable_serialize(key) : '';
  const fallbackError = useContext(FallbackErrors)[serialized];
  const { fallback } = useSWRConfig();
  // What a server render handed over is fresh: no second request for it right after the page loads.
  const handedOver = serialized !== '' && (fallbackError !== undefined || serialized in (fallback ?? {}));
  const { data, error, isLoading, isValidating, mutate } = useSWR<T, unknown, ApiKey | null>(
    key,
    fetchKey<T>,
    handedOver ? { revalidateOnMount: false, revalidateIfStale: false } : undefined,
  );
  const settledError = error ?? (data === undefined ? fallbackError : undefined);
  // The data is delayed together with the key it answers, to tell an earlier query's data from the current one's.
  const current = useMemo(() => ({ data, key: serialized }), [data, serialized]);
  const shown = useDelayedValue(current, FETCH_DEFAULTS.delayMs);
  return {
    data: shown.data,
    stale: shown.key !== serialized,
    isLoading: useDelayedValue(isLoading && !settledError, FETCH_DEFAULTS.delayMs),
    error: settledError,
    isValidating,
    mutate,
  };
}
