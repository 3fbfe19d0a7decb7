import { describe, expect, it } from 'vitest';
import {
  meetsRequirement,
  type ScreeningAnswer,
  type ScreeningQuestionRule,
  screeningAnswerProblems,
  screeningMisses,
} from './screening';

const cnh: ScreeningQuestionRule = {
  key: 'cnh_d',
  kind: 'yes_no',
  required: true,
  requirement: { accepts: ['yes'] },
};
const shift: ScreeningQuestionRule = {
  key: 'shift',
  kind: 'single_choice',
  required: true,
  options: [{ key: 'morning' }, { key: 'afternoon' }, { key: 'night' }],
  requirement: { accepts: ['night', 'afternoon'] },
};
const distance: ScreeningQuestionRule = {
  key: 'distance',
  kind: 'number',
  required: false,
  requirement: { max: 30 },
};
const years: ScreeningQuestionRule = {
  key: 'years',
  kind: 'number',
  required: true,
  requirement: { min: 2, max: 40 },
};
const note: ScreeningQuestionRule = { key: 'note', kind: 'short_text', required: false };
const plainYesNo: ScreeningQuestionRule = { key: 'nr11', kind: 'yes_no', required: false };

describe('meetsRequirement: the one rule of a missed requirement', () => {
  it.each([
    ['yes/no accepting yes, answered yes', cnh, 'yes', true],
    ['yes/no accepting yes, answered true', cnh, true, true],
    ['yes/no accepting yes, answered no', cnh, 'no', false],
    ['yes/no accepting yes, answered false', cnh, false, false],
    ['a choice among the accepted', shift, 'night', true],
    ['another accepted choice', shift, 'afternoon', true],
    ['a choice offered but not accepted', shift, 'morning', false],
    ['a number below the maximum', distance, 12, true],
    ['a number at the maximum', distance, 30, true],
    ['a number above the maximum', distance, 31, false],
    ['a number typed with a comma, within', distance, '29,5', true],
    ['a number typed as text, above', distance, '45', false],
    ['a number at the minimum', years, 2, true],
    ['a number below the minimum', years, 1, false],
    ['a number above the maximum of a range', years, 41, false],
    ['an optional question left blank: nothing to judge', distance, null, true],
    ['a blank text: nothing to judge', distance, '  ', true],
    ['a question without requirement', plainYesNo, 'no', true],
    ['a short text (never a requirement)', note, 'qualquer coisa', true],
  ] as const)('%s', (_case, question, value, meets) => {
    expect(meetsRequirement(question, value as ScreeningAnswer['value'])).toBe(meets);
  });

  it('lists the missed questions in the vacancy’s order', () => {
    const questions = [cnh, shift, distance, years, note];
    const answers: ScreeningAnswer[] = [
      { key: 'years', value: 1 },
      { key: 'shift', value: 'night' },
      { key: 'cnh_d', value: 'no' },
    ];
    expect(screeningMisses(questions, answers)).toEqual(['cnh_d', 'years']);
    expect(
      screeningMisses(questions, [
        { key: 'cnh_d', value: 'yes' },
        { key: 'shift', value: 'night' },
        { key: 'years', value: 5 },
      ]),
    ).toEqual([]);
  });
});

describe('screeningAnswerProblems: answers that cannot be taken (400 naming the question)', () => {
  const questions = [cnh, shift, distance, years, note];
  const valid: ScreeningAnswer[] = [
    { key: 'cnh_d', value: 'yes' },
    { key: 'shift', value: 'morning' },
    { key: 'years', value: 3 },
  ];

  it('takes a complete set of answers, a missed requirement and a blank optional question included', () => {
    expect(screeningAnswerProblems(questions, valid)).toEqual([]);
    expect(screeningAnswerProblems(questions, [...valid, { key: 'distance', value: 300 }])).toEqual([]);
  });

  it.each([
    ['a required question left out', valid.slice(1), [{ key: 'cnh_d', problem: 'required' }]],
    [
      'a required question answered blank',
      [{ key: 'cnh_d', value: ' ' }, ...valid.slice(1)],
      [{ key: 'cnh_d', problem: 'required' }],
    ],
    [
      'a yes/no that is neither',
      [{ key: 'cnh_d', value: 'talvez' }, ...valid.slice(1)],
      [{ key: 'cnh_d', problem: 'not_yes_no' }],
    ],
    [
      'a choice not offered',
      [valid[0], { key: 'shift', value: 'weekend' }, valid[2]],
      [{ key: 'shift', problem: 'option_not_offered' }],
    ],
    [
      'a number that is not one',
      [...valid.slice(0, 2), { key: 'years', value: 'três' }],
      [{ key: 'years', problem: 'not_a_number' }],
    ],
    [
      'a short text too long',
      [...valid, { key: 'note', value: 'a'.repeat(301) }],
      [{ key: 'note', problem: 'too_long' }],
    ],
    [
      'an answer to a question the vacancy does not ask',
      [...valid, { key: 'salary', value: 'yes' }],
      [{ key: 'salary', problem: 'unknown_question' }],
    ],
    [
      'two answers to one question',
      [...valid, { key: 'cnh_d', value: 'no' }],
      [{ key: 'cnh_d', problem: 'duplicate_answer' }],
    ],
  ] as const)('%s', (_case, answers, problems) => {
    expect(screeningAnswerProblems(questions, answers as readonly ScreeningAnswer[])).toEqual(problems);
  });
});
