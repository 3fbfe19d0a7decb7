import { describe, expect, it } from 'vitest';
import { javascriptErrorReportSchema, requestErrorReportSchema } from './error-report';

const requestReport = {
  message: 'Request failed with status code 500',
  statusCode: 500,
  method: 'POST',
  url: '/api/curriculum/vacancies/v1',
  responseMessage: 'Something went wrong on our side.',
  agent: 'Mozilla/5.0 (X11; Linux x86_64)',
  status: 'Treated',
  renderer: 'browser',
};

describe('requestErrorReportSchema', () => {
  it('accepts a full report', () => {
    expect(requestErrorReportSchema.parse(requestReport)).toEqual(requestReport);
  });

  it('accepts a report without the optional detail, agent and renderer', () => {
    const { responseMessage, agent, renderer, ...required } = requestReport;
    expect(requestErrorReportSchema.safeParse(required).success).toBe(true);
    expect(requestErrorReportSchema.safeParse({ ...required, responseMessage: null }).success).toBe(true);
  });

  it('accepts status code 0 for a request that got no response', () => {
    expect(requestErrorReportSchema.safeParse({ ...requestReport, statusCode: 0 }).success).toBe(true);
  });

  it.each([
    ['a lower-case method', { method: 'post' }],
    ['an unknown method', { method: 'FETCH' }],
    ['a negative status code', { statusCode: -1 }],
    ['a status code above 999', { statusCode: 1000 }],
    ['a fractional status code', { statusCode: 404.5 }],
    ['an unknown status', { status: 'Ignored' }],
    ['an empty url', { url: '' }],
    ['a url over 2000 characters', { url: `/${'a'.repeat(2000)}` }],
    ['a message over 2000 characters', { message: 'x'.repeat(2001) }],
    ['an agent over 500 characters', { agent: 'x'.repeat(501) }],
    ['a missing message', { message: undefined }],
  ])('rejects %s', (_case, change) => {
    expect(requestErrorReportSchema.safeParse({ ...requestReport, ...change }).success).toBe(false);
  });

  it('accepts a message of exactly 2000 characters', () => {
    expect(requestErrorReportSchema.safeParse({ ...requestReport, message: 'x'.repeat(2000) }).success).toBe(
      true,
    );
  });
});

describe('javascriptErrorReportSchema', () => {
  const jsReport = {
    message: "Cannot read properties of undefined (reading 'name')",
    stack: 'TypeError: Cannot read properties of undefined\n    at Profile (profile.tsx:12:5)',
    agent: 'Mozilla/5.0',
    status: 'Untreated',
    renderer: 'browser',
  };

  it('accepts a report and strips unknown fields', () => {
    const parsed = javascriptErrorReportSchema.parse({ ...jsReport, cookie: 'secret' });
    expect(parsed).toEqual(jsReport);
  });

  it('accepts a stack up to 16000 characters and rejects a longer one', () => {
    expect(javascriptErrorReportSchema.safeParse({ ...jsReport, stack: 's'.repeat(16_000) }).success).toBe(
      true,
    );
    expect(javascriptErrorReportSchema.safeParse({ ...jsReport, stack: 's'.repeat(16_001) }).success).toBe(
      false,
    );
  });

  it('requires the treated/untreated status', () => {
    const { status, ...withoutStatus } = jsReport;
    expect(javascriptErrorReportSchema.safeParse(withoutStatus).success).toBe(false);
  });
});
