/** Where the careers app lives (DESIGN §2), and its pages that mails and notifications link to. */
export const CAREERS_BASE_PATH = '/carreiras';

/** One vacancy's page, a path of the careers app's router. */
export function vacancyPagePath(vacancyId: number): string {
  return `/vagas/${vacancyId}`;
}

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

/**
 * The job alerts' pages that mails link to (decision 0075), paths of the careers app: the token travels in the
 * fragment, never in the path or query, so it reaches no server log, proxy or Referer; the page reads it and calls
 * the API with it.
 */
export const ALERT_PATHS = {
  confirm: '/alertas/confirmar',
  unsubscribe: '/alertas/sair',
  manage: '/alertas/gerenciar',
} as const;

/** A job alert page with its link's token. */
export function alertPagePath(page: keyof typeof ALERT_PATHS, token: string): string {
  return `${ALERT_PATHS[page]}#${token}`;
}
