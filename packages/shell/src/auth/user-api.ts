import type { PasswordChangeBody, Permissions, UserInformation } from '@portal/contracts/users';
import { apiFetch } from '@portal/shell/api/http-client';

/** The signed-in intranet user as the page keeps it (spec §3: client-side names in camelCase). */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  avatar: string | null;
  companyId: number | null;
  establishmentId: number | null;
  sectionId: number | null;
  status: string;
  kind: 'candidate' | 'employee';
  hasPassword: boolean;
}

function toAuthUser(info: UserInformation): AuthUser {
  return {
    id: info.id,
    email: info.email,
    name: info.name,
    avatar: info.avatar,
    companyId: info.company_id,
    establishmentId: info.establishment_id,
    sectionId: info.section_id,
    status: info.status,
    kind: info.kind,
    hasPassword: info.has_password,
  };
}

/** GET /users/information/v1 and /permissions together (spec §4: signed in once both have loaded). */
export async function loadUser(): Promise<{ user: AuthUser; permissions: Permissions }> {
  const [info, permissions] = await Promise.all([
    apiFetch<UserInformation>('/users/information/v1'),
    apiFetch<Permissions>('/users/information/v1/permissions'),
  ]);
  return { user: toAuthUser(info), permissions };
}

/** POST /users/password/v1/change (spec §7). The server signs the user out everywhere when it succeeds. */
export function changePassword(body: PasswordChangeBody): Promise<void> {
  return apiFetch<void>('/users/password/v1/change', { method: 'POST', body, refreshSession: false });
}
