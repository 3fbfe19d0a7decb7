import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { screeningQuestionsInput } from './screening-questions';

const text = (pt: string) => ({ 'pt-BR': pt });
const reason = text('Esta vaga exige CNH categoria D');

const cnh = {
  key: 'cnh_d',
  kind: 'yes_no',
  text: { 'pt-BR': 'Você tem CNH categoria D?', 'es-ES': '¿Tienes carné de conducir categoría D?' },
  required: true,
  requirement: { accepts: ['yes'], reason },
};
const shift = {
  key: 'shift',
  kind: 'single_choice',
  text: text('Qual turno você pode trabalhar?'),
  options: [
    { key: 'morning', text: text('Manhã') },
    { key: 'night', text: text('Noite') },
  ],
  requirement: { accepts: ['night'], reason: text('Esta vaga é do turno da noite') },
};
const distance = {
  key: 'distance',
  kind: 'number',
  text: text('A quantos km da fábrica você mora?'),
  unit: text('km'),
  requirement: { max: 30, reason: text('A vaga é para quem mora a até 30 km') },
};
const note = { key: 'note', kind: 'short_text', text: text('Conte algo sobre você') };

/** The messages of the issues of `questions`, with their paths. */
function problems(questions: unknown) {
  const result = screeningQuestionsInput.safeParse(questions);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('screeningQuestionsInput: the questions of a vacancy body', () => {
  it('takes the four kinds, with and without requirement; required defaults to false', () => {
    const parsed = screeningQuestionsInput.parse([cnh, shift, distance, note]);
    expect(parsed.map((question) => [question.key, question.required])).toEqual([
      ['cnh_d', true],
      ['shift', false],
      ['distance', false],
      ['note', false],
    ]);
    expect(parsed[0]?.text['en-US']).toBeUndefined();
  });

  it.each([
    [
      'a requirement on a short text',
      [{ ...note, requirement: { accepts: ['x'], reason } }],
      [`0.requirement: ${MESSAGES.screeningRequirementOnText}`],
    ],
    [
      'a single choice with one option',
      [{ ...shift, options: shift.options.slice(0, 1), requirement: undefined }],
      [`0.options: ${MESSAGES.screeningOptionsCount}`],
    ],
    [
      'a single choice with eleven options',
      [
        {
          ...shift,
          options: Array.from({ length: 11 }, (_, i) => ({ key: `o${i}`, text: text(`Opção ${i}`) })),
          requirement: undefined,
        },
      ],
      [`0.options: ${MESSAGES.screeningOptionsCount}`],
    ],
    [
      'options on a yes/no',
      [{ ...cnh, options: shift.options }],
      [`0.options: ${MESSAGES.screeningOptionsOnlyForChoice}`],
    ],
    [
      'a yes/no accepting something else',
      [{ ...cnh, requirement: { accepts: ['sim'], reason } }],
      [`0.requirement.accepts: ${MESSAGES.screeningAcceptsOffered}`],
    ],
    [
      'a choice accepting an option not offered',
      [{ ...shift, requirement: { accepts: ['weekend'], reason } }],
      [`0.requirement.accepts: ${MESSAGES.screeningAcceptsOffered}`],
    ],
    [
      'a yes/no requirement without accepted answers',
      [{ ...cnh, requirement: { reason } }],
      [`0.requirement.accepts: ${MESSAGES.screeningRequirementEmpty}`],
    ],
    [
      'a number requirement without min or max',
      [{ ...distance, requirement: { reason } }],
      [`0.requirement.min: ${MESSAGES.screeningRequirementEmpty}`],
    ],
    [
      'a number requirement with min above max',
      [{ ...distance, requirement: { min: 40, max: 30, reason } }],
      [`0.requirement.max: ${MESSAGES.screeningRangeInvalid}`],
    ],
    [
      'a requirement without its pt-BR reason',
      [{ ...cnh, requirement: { accepts: ['yes'], reason: { 'pt-BR': ' ' } } }],
      [`0.requirement.reason.pt-BR: ${MESSAGES.required}`],
    ],
    [
      'a question with a blank pt-BR text',
      [{ ...note, text: { 'pt-BR': '', 'en-US': 'Tell us' } }],
      [`0.text.pt-BR: ${MESSAGES.required}`],
    ],
    ['an unknown kind', [{ ...note, kind: 'date' }], [`0.kind: ${MESSAGES.optionInvalid}`]],
    ['a key that is not one', [{ ...note, key: 'Conte algo' }], [`0.key: ${MESSAGES.screeningKeyInvalid}`]],
    [
      'two questions with one key',
      [note, { ...cnh, key: 'note' }],
      [`1.key: ${MESSAGES.screeningKeyRepeated}`],
    ],
    [
      'two options with one key',
      [
        {
          ...shift,
          options: [shift.options[0], { ...shift.options[1], key: 'morning' }],
          requirement: undefined,
        },
      ],
      [`0.options: ${MESSAGES.screeningKeyRepeated}`],
    ],
  ] as const)('refuses %s', (_case, questions, expected) => {
    expect(problems(questions)).toEqual(expected);
  });

  it('takes 10 questions and refuses 11', () => {
    const many = (count: number) => Array.from({ length: count }, (_, i) => ({ ...note, key: `q${i}` }));
    expect(problems(many(10))).toEqual([]);
    expect(problems(many(11))).toEqual([`: ${MESSAGES.maxItems}`]);
  });
});
