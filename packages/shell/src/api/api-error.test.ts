import { describe, expect, it } from 'vitest';
import { ApiError, isProblem, toApiError } from './api-error';

const GENERIC_TITLE = 'Erro';
const CONNECTION_ERROR =
  'Houve um erro de conexão, por favor tente novamente. Se o erro persistir, contate o suporte';

describe('toApiError', () => {
  it('takes the title, detail, code and field errors of a problem', () => {
    const error = toApiError(400, {
      type: 'about:blank',
      title: 'Dados inválidos',
      detail: 'Verifique os campos',
      status: 400,
      code: 'validation_failed',
      errors: [{ field: 'email', message: 'E-mail inválido', hint: 'internal' }],
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      title: 'Dados inválidos',
      description: 'Verifique os campos',
      detail: 'Verifique os campos',
      status: 400,
      code: 'validation_failed',
    });
    // Only what a field error is made of, whatever else the server sent.
    expect(error.errors).toEqual([{ field: 'email', message: 'E-mail inválido' }]);
  });

  it("keeps a problem's extension members apart, and none when there are none", () => {
    const error = toApiError(403, {
      title: 'E-mail não confirmado',
      detail: 'Confirme seu e-mail para entrar.',
      status: 403,
      code: 'email_not_confirmed',
      user_id: '0b8f6c7e-2f4e-4a8e-9a51-3f1c2d4e5a6b',
    });
    expect(error.extensions).toEqual({ user_id: '0b8f6c7e-2f4e-4a8e-9a51-3f1c2d4e5a6b' });
    expect(toApiError(400, { title: 'x', detail: 'y', status: 400, code: 'bad_request' }).extensions).toBe(
      undefined,
    );
  });

  it('carries the domain code a client branches on, with the current status of a `status_changed`', () => {
    const error = toApiError(409, {
      title: 'A situação mudou',
      detail: 'A situação mudou enquanto você a via. Confira a situação atual.',
      status: 409,
      code: 'status_changed',
      current_status: 'in_review',
    });
    expect(error.code).toBe('status_changed');
    expect(error.description).toBe('A situação mudou enquanto você a via. Confira a situação atual.');
    expect(error.extensions).toEqual({ current_status: 'in_review' });
    expect(toApiError(409, { title: 't', detail: 'd', status: 409, code: 'invalid_transition' }).code).toBe(
      'invalid_transition',
    );
  });

  it('reads a problem that has only some of its properties', () => {
    const error = toApiError(409, { title: 'Conflito' });
    expect(error).toMatchObject({ title: 'Conflito', description: CONNECTION_ERROR, status: 409 });
    expect(error.code).toBeUndefined();
    expect(error.detail).toBeUndefined();
  });

  it.each([
    ['an unknown code', { title: 'Teapot', detail: 'Short and stout', code: 'teapot' }],
    ['a status that is not an error', { title: 'OK?', detail: 'Fine', status: 200 }],
    ['malformed field errors', { title: 'Dados inválidos', detail: 'Verifique', errors: ['email'] }],
    ['an HTML page', '<html>Bad gateway</html>'],
    ['no body', undefined],
  ])('ignores a body with %s and uses the generic texts', (_case, body) => {
    const error = toApiError(502, body);
    expect(error).toMatchObject({ title: GENERIC_TITLE, description: CONNECTION_ERROR, status: 502 });
    expect(error.code).toBeUndefined();
    expect(error.errors).toBeUndefined();
  });

  it('ignores blank texts', () => {
    const error = toApiError(500, { title: '  ', detail: '', status: 500, code: 'internal_error' });
    expect(error).toMatchObject({
      title: GENERIC_TITLE,
      description: CONNECTION_ERROR,
      code: 'internal_error',
    });
  });
});

describe('isProblem', () => {
  it('names the problem by its code, never by the HTTP status several codes share', () => {
    const signedOut = toApiError(401, { title: 'x', status: 401, code: 'unauthorized' });
    const wrongPassword = toApiError(401, { title: 'x', status: 401, code: 'invalid_credentials' });
    expect(isProblem(signedOut, 'unauthorized')).toBe(true);
    expect(isProblem(wrongPassword, 'unauthorized')).toBe(false);
    expect(
      isProblem(
        toApiError(404, { title: 'x', status: 404, code: 'not_found' }),
        'validation_failed',
        'not_found',
      ),
    ).toBe(true);
    // No code (not a problem of the API, e.g. a proxy's page) and anything that is not an ApiError: never.
    expect(isProblem(toApiError(401, '<html></html>'), 'unauthorized')).toBe(false);
    expect(isProblem(new Error('unauthorized'), 'unauthorized')).toBe(false);
  });
});
