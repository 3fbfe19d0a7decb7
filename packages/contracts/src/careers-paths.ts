/** Where the careers app lives (DESIGN §2), and its pages that mails and notifications link to. */
export const CAREERS_BASE_PATH = '/carreiras';

/** The candidate's applications ('Minhas inscrições'), a path of the careers app's router. */
export const MY_APPLICATIONS_PATH = '/minhas-inscricoes';

/** The id of one application's card on the applications page: a link's `#fragment` reaches it. */
export function applicationAnchor(applicationId: number): string {
  return `inscricao-${applicationId}`;
}

/** One application on the candidate's applications page (a path of the careers app, with its fragment). */
export function myApplicationPath(applicationId: number): string {
  return `${MY_APPLICATIONS_PATH}#${applicationAnchor(applicationId)}`;
}

/** The id of one invitation's card on the applications page (decision 0074). */
export function invitationAnchor(invitationId: number): string {
  return `convite-${invitationId}`;
}

/** One invitation on the candidate's applications page, where invitations show above the applications. */
export function myInvitationPath(invitationId: number): string {
  return `${MY_APPLICATIONS_PATH}#${invitationAnchor(invitationId)}`;
}
