import type { UserInformation } from '@portal/contracts/users';

/** For tests: what the auth service tells of a signed-in employee with a password, of the first unit. */
export function sampleEmployeeInfo(email: string, name: string): UserInformation {
  return {
    id: 'u-1',
    email,
    name,
    avatar: null,
    company_id: 1,
    establishment_id: 10,
    section_id: 100,
    status: 'A',
    kind: 'employee',
    has_password: true,
  };
}
