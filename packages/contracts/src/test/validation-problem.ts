/** A complete validation problem, as the API answers a refused form (problem+json with field errors). */
export const validationProblem = {
  type: 'about:blank',
  title: 'Dados inválidos',
  detail: 'Alguns campos estão inválidos.',
  status: 400,
  code: 'validation_failed',
  errors: [{ field: 'name', message: 'Informe seu nome completo' }],
};
