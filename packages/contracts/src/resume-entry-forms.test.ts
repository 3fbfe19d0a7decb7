import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { CURRENT_END_DATE } from './month-year';
import { complementBodySchema, degreeBodySchema, experienceBodySchema } from './resume';
import {
  COMPLEMENT_DESCRIPTION_MAX,
  complementFormSchema,
  degreeFormSchema,
  EMPTY_DEGREE_FORM,
  EMPTY_EXPERIENCE_FORM,
  experienceFormSchema,
  languageFormSchema,
  toComplementBody,
  toDegreeBody,
  toExperienceBody,
} from './resume-entry-forms';
import { fieldMessages } from './test/field-messages';

// The forms of the resume's list sections (degrees, complements, languages, experiences): each field's message in the
// reader's language before anything is sent, from the schemas the server checks (spec §5).

describe('resume entry forms', () => {
  it('a degree: every field required, even a radio none of which is ticked (null)', () => {
    expect(fieldMessages(degreeFormSchema.safeParse({ ...EMPTY_DEGREE_FORM, completed: null }))).toEqual({
      degree: MESSAGES.required,
      course: MESSAGES.required,
      completed: MESSAGES.required,
      institution: MESSAGES.required,
      startDate: MESSAGES.required,
      endDate: MESSAGES.required,
    });
  });

  it('a degree: month/year rules of the spec, the end never before the start, then the body the API takes', () => {
    const degree = {
      degree: '10',
      course: ' Engenharia ',
      completed: 'yes',
      institution: 'UDESC',
      startDate: '13/2018',
      endDate: '12/2017',
    };
    expect(fieldMessages(degreeFormSchema.safeParse(degree))).toEqual({ startDate: MESSAGES.dateInvalid });
    expect(fieldMessages(degreeFormSchema.safeParse({ ...degree, startDate: '02/2018' }))).toEqual({
      endDate: MESSAGES.endDateBeforeStartDate,
    });
    const valid = { ...degree, startDate: '02/2018', endDate: '12/2022' };
    expect(degreeFormSchema.safeParse(valid).success).toBe(true);
    const body = toDegreeBody(valid);
    expect(body).toEqual({
      degree: 10,
      course: 'Engenharia',
      completed: true,
      institution: 'UDESC',
      startDate: '2018-02',
      endDate: '2022-12',
    });
    expect(degreeBodySchema.safeParse(body).success).toBe(true);
  });

  it('a complement: the description limit is the one the server keeps', () => {
    const complement = {
      category: '1',
      institution: 'SENAI',
      description: 'x'.repeat(COMPLEMENT_DESCRIPTION_MAX + 1),
      startDate: '01/2023',
      endDate: '03/2023',
    };
    expect(fieldMessages(complementFormSchema.safeParse(complement))).toEqual({
      description: MESSAGES.tooLong,
    });
    expect(complementBodySchema.safeParse(toComplementBody(complement)).success).toBe(false);
    const fits = { ...complement, description: 'NR-10' };
    expect(complementBodySchema.safeParse(toComplementBody(fits)).success).toBe(true);
  });

  it('a language needs both choices', () => {
    expect(fieldMessages(languageFormSchema.safeParse({ language: '', proficiency_level: '2' }))).toEqual({
      language: MESSAGES.required,
    });
  });

  it("an experience: 'current job' puts 'Present' in the end date, sent empty; without it the end date is required", () => {
    const experience = {
      ...EMPTY_EXPERIENCE_FORM,
      company: 'WEG',
      role: 'Eletricista',
      startDate: '01/2023',
    };
    expect(fieldMessages(experienceFormSchema.safeParse(experience))).toEqual({ endDate: MESSAGES.required });
    const current = { ...experience, current: true, endDate: CURRENT_END_DATE };
    expect(experienceFormSchema.safeParse(current).success).toBe(true);
    const body = toExperienceBody(current);
    expect(body).toEqual({ company: 'WEG', role: 'Eletricista', startDate: '2023-01', endDate: '' });
    expect(experienceBodySchema.safeParse(body).success).toBe(true);
    expect(toExperienceBody({ ...experience, endDate: '06/2024' }).endDate).toBe('2024-06');
  });
});
