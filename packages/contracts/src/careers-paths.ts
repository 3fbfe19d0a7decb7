/** Where the careers app lives (DESIGN §2), and its pages that mails and notifications link to. */
export const CAREERS_BASE_PATH = '/carreiras';

/** The candidate's applications ('Minhas inscrições'), a path of the careers app's router. */
export const MY_APPLICATIONS_PATH = '/minhas-inscricoes';
