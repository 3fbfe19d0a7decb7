import { AUTH_EVENTS } from '@portal/contracts/constants';
import { MESSAGES } from '@portal/contracts/messages';
import { ACTIVE_STATUS } from '@portal/contracts/user-status';
import type { Permissions } from '@portal/contracts/users';
import { ApiError, isProblem } from '@portal/shell/api/api-error';
import { hasLoginTypeCookie } from '@portal/shell/api/session';
import { showToast, type Toast } from '@portal/shell/toast/toast-store';
import i18next from 'i18next';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type Credentials,
  clearClientSession,
  requestTokens,
  revokeSession,
  USER_STORAGE_KEY,
} from './auth-api';
import { publishAuthEvent, subscribeAuthEvents } from './auth-channel';
import { type AuthUser, loadUser } from './user-api';

/** 'restoring' while a session found on load is checked (spec §4: restore when the session cookie exists). */
export type AuthStatus = 'restoring' | 'signedOut' | 'signedIn';

export interface SignOutOptions {
  /** A toast to show on the page the user lands on (the login page), e.g. 'password changed'. */
  flash?: Omit<Toast, 'id'>;
}

/** How a CPF sign-in ended: `error` is the refusal (an ApiError for an answer of the server). */
export type CpfSignInResult = { ok: true } | { ok: false; error: unknown };

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  permissions: Permissions | null;
  /** True when the user is set (spec §4). */
  isAuthenticated: boolean;
  /** Whether the user must change the password before anything else (status other than 'A', spec §4). */
  mustChangePassword: boolean;
  /** E-mail sign-in: on failure signs out (locally) and rethrows, so the form can say why. */
  signInWithEmail(email: string, password: string, target?: string): Promise<void>;
  /**
   * CPF sign-in: on any failure the user is cleared and signed out silently (no toast, nothing reported); resolves
   * to whether it worked and, if not, the refusal, so the form can say why under it.
   */
  signInWithCpf(cpf: string, company: string, target?: string): Promise<CpfSignInResult>;
  /** Completes a provider (azure) sign-in whose cookies the server has just set. */
  completeExternalSignIn(target?: string): Promise<boolean>;
  /** Signs out everywhere in this browser and goes to the login page (LOGIN_URL). */
  signOut(options?: SignOutOptions): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The page's auth session; inside an AuthProvider only. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside an AuthProvider');
  return value;
}

/** The toast a sign-out hands to the next page of this tab. */
export const FLASH_STORAGE_KEY = 'portal.flash';

function saveFlash(flash: Omit<Toast, 'id'> | undefined) {
  if (!flash) return;
  try {
    sessionStorage.setItem(FLASH_STORAGE_KEY, JSON.stringify(flash));
  } catch {
    showToast(flash);
  }
}

function showSavedFlash() {
  try {
    const saved = sessionStorage.getItem(FLASH_STORAGE_KEY);
    if (!saved) return;
    sessionStorage.removeItem(FLASH_STORAGE_KEY);
    showToast(JSON.parse(saved) as Omit<Toast, 'id'>);
  } catch {
    // Nothing to show.
  }
}

function saveSnapshot(user: AuthUser | null) {
  try {
    if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ id: user.id, name: user.name }));
    else localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode).
  }
}

export interface AuthProviderProps {
  children: ReactNode;
  /** Where sign-out sends the user (spec §2: an external login page; LOGIN_URL). */
  loginUrl: string;
  /** In-app navigation (the app's router): after sign-in, and when another tab signs in. */
  navigate: (path: string) => void;
  /**
   * Which accounts the app admits (the intranet: employees only). Another account's session is ended and the
   * sign-in fails with a 'no access' error.
   */
  admit?: (user: AuthUser) => boolean;
  /** Full-page navigation; tests pass their own. */
  assignLocation?: (url: string) => void;
}

/**
 * The intranet's auth session (spec §4 'Intranet authentication'). Tokens live in HttpOnly cookies set by the
 * server (DESIGN §4); the page keeps the user, the permissions and a non-secret snapshot in localStorage.
 * Another tab's sign-in sends this one to /home; another tab's sign-out clears the user and goes to the login page.
 */
export function AuthProvider({
  children,
  loginUrl,
  navigate,
  admit = () => true,
  assignLocation = (url) => window.location.assign(url),
}: AuthProviderProps) {
  const [status, setStatus] = useState<AuthStatus>(() =>
    typeof document !== 'undefined' && hasLoginTypeCookie() ? 'restoring' : 'signedOut',
  );
  const [user, setUser] = useState<AuthUser | null>(null);
  const [permissions, setPermissions] = useState<Permissions | null>(null);
  const latest = useRef({ navigate, admit, assignLocation, loginUrl });
  latest.current = { navigate, admit, assignLocation, loginUrl };

  const clearUser = useCallback(() => {
    setUser(null);
    setPermissions(null);
    setStatus('signedOut');
  }, []);

  /** Ends the session here and on the server, without leaving the page (a failed sign-in). */
  const endSessionQuietly = useCallback(async () => {
    await revokeSession();
    clearClientSession();
    clearUser();
  }, [clearUser]);

  const signOut = useCallback(
    async (options: SignOutOptions = {}) => {
      await revokeSession();
      clearClientSession();
      clearUser();
      publishAuthEvent(AUTH_EVENTS.signOut);
      saveFlash(options.flash);
      latest.current.assignLocation(latest.current.loginUrl);
    },
    [clearUser],
  );

  /** Loads user and permissions after the server has set the session cookies. */
  const establish = useCallback(async (): Promise<AuthUser> => {
    const loaded = await loadUser();
    if (!latest.current.admit(loaded.user)) {
      await endSessionQuietly();
      throw new ApiError({
        title: i18next.t(MESSAGES.errorTitle, { ns: 'common' }),
        description: i18next.t('errors.noIntranetAccess', { ns: 'common' }),
        status: 403,
        code: 'forbidden',
      });
    }
    setUser(loaded.user);
    setPermissions(loaded.permissions);
    setStatus('signedIn');
    saveSnapshot(loaded.user);
    return loaded.user;
  }, [endSessionQuietly]);

  const signIn = useCallback(
    async (credentials: Credentials, target: string | undefined) => {
      await requestTokens(credentials);
      await establish();
      publishAuthEvent(AUTH_EVENTS.signIn);
      latest.current.navigate(target ?? '/home');
    },
    [establish],
  );

  const signInWithEmail = useCallback(
    async (email: string, password: string, target?: string) => {
      try {
        await signIn({ type: 'email', email, password }, target);
      } catch (error) {
        await endSessionQuietly();
        throw error;
      }
    },
    [signIn, endSessionQuietly],
  );

  const signInWithCpf = useCallback(
    async (cpf: string, company: string, target?: string): Promise<CpfSignInResult> => {
      try {
        await signIn({ type: 'cpf', cpf, company }, target);
        return { ok: true };
      } catch (error) {
        await endSessionQuietly();
        return { ok: false, error };
      }
    },
    [signIn, endSessionQuietly],
  );

  const completeExternalSignIn = useCallback(
    async (target?: string) => {
      try {
        await establish();
        publishAuthEvent(AUTH_EVENTS.signIn);
        latest.current.navigate(target ?? '/home');
        return true;
      } catch {
        await endSessionQuietly();
        return false;
      }
    },
    [establish, endSessionQuietly],
  );

  // Page load: restore the session when its cookie exists; a 401 on either call signs out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the restore runs once per page load
  useEffect(() => {
    showSavedFlash();
    if (status !== 'restoring') return;
    let cancelled = false;
    establish().catch((error: unknown) => {
      if (cancelled) return;
      if (isProblem(error, 'unauthorized')) void signOut();
      else clearUser();
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // Other tabs (channel 'auth').
  useEffect(
    () =>
      subscribeAuthEvents((event) => {
        if (event === AUTH_EVENTS.signOut) {
          clearUser();
          latest.current.assignLocation(latest.current.loginUrl);
          return;
        }
        establish()
          .then(() => latest.current.navigate('/home'))
          .catch(() => clearUser());
      }),
    [establish, clearUser],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      permissions,
      isAuthenticated: user !== null,
      mustChangePassword: user !== null && user.status !== ACTIVE_STATUS,
      signInWithEmail,
      signInWithCpf,
      completeExternalSignIn,
      signOut,
    }),
    [status, user, permissions, signInWithEmail, signInWithCpf, completeExternalSignIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
