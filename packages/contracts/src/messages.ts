/**
 * Every validation and error message of the product (spec §5 and §8), as i18n keys of the `common` namespace.
 * Forms and the server both use these keys: a zod issue's `message` is one of them, the form translates it with
 * `t(message, { ns: 'common' })` and the server translates it per Accept-Language for problem+json `errors`.
 * The English texts live in `locales/en-US/common.json` with the spec's exact wording.
 */
export const MESSAGES = {
  // Generic field rules
  required: 'validation.required',
  tooLong: 'validation.tooLong',
  maxItems: 'validation.maxItems',
  emailInvalid: 'validation.emailInvalid',
  selectAtLeastOne: 'validation.selectAtLeastOne',
  invalidCharacters: 'validation.invalidCharacters',
  nestedTooDeep: 'validation.nestedTooDeep',
  // Account
  fullNameRequired: 'validation.fullNameRequired',
  nameChangeWarning: 'validation.nameChangeWarning',
  emailInUse: 'validation.emailInUse',
  passwordRequired: 'validation.passwordRequired',
  passwordTooShort: 'validation.passwordTooShort',
  passwordClasses: 'validation.passwordClasses',
  passwordContainsName: 'validation.passwordContainsName',
  passwordsMustMatch: 'validation.passwordsMustMatch',
  termsRequired: 'validation.termsRequired',
  dataStorageRequired: 'validation.dataStorageRequired',
  confirmationCodeInvalid: 'validation.confirmationCodeInvalid',
  // Basic information and address
  birthdateInvalid: 'validation.birthdateInvalid',
  phoneInvalid: 'validation.phoneInvalid',
  secondaryPhoneSameAsPrimary: 'validation.secondaryPhoneSameAsPrimary',
  cpfInvalid: 'validation.cpfInvalid',
  cpfInUse: 'validation.cpfInUse',
  sectionIncomplete: 'validation.sectionIncomplete',
  dateInvalid: 'validation.dateInvalid',
  dateInFuture: 'validation.dateInFuture',
  endDateBeforeStartDate: 'validation.endDateBeforeStartDate',
  postalCodeInvalid: 'validation.postalCodeInvalid',
  stateAcronymOnly: 'validation.stateAcronymOnly',
  numberTooLarge: 'validation.numberTooLarge',
  // Picture
  pictureRequired: 'validation.pictureRequired',
  pictureConversionFailed: 'validation.pictureConversionFailed',
  pictureTooManyPixels: 'validation.pictureTooManyPixels',
  // Degrees
  duplicateDegree: 'validation.duplicateDegree',
  degreeRequired: 'validation.degreeRequired',
  lastDegreeDelete: 'validation.lastDegreeDelete',
  // Interests
  apprenticeAge: 'validation.apprenticeAge',
  // Intranet (spec §2, §7): contact form, notifications, password change
  stateRequired: 'validation.stateRequired',
  consentChoiceRequired: 'validation.consentChoiceRequired',
  optionInvalid: 'validation.optionInvalid',
  // Screening questions of a vacancy (issue 29)
  screeningRequirementOnText: 'validation.screeningRequirementOnText',
  screeningOptionsCount: 'validation.screeningOptionsCount',
  screeningOptionsOnlyForChoice: 'validation.screeningOptionsOnlyForChoice',
  screeningAcceptsOffered: 'validation.screeningAcceptsOffered',
  screeningRequirementEmpty: 'validation.screeningRequirementEmpty',
  screeningRangeInvalid: 'validation.screeningRangeInvalid',
  screeningKeyInvalid: 'validation.screeningKeyInvalid',
  screeningKeyRepeated: 'validation.screeningKeyRepeated',
  // The answers of an application (issue 29): `{{question}}` names the question in the caller's language.
  screeningUnknownQuestion: 'validation.screeningUnknownQuestion',
  screeningDuplicateAnswer: 'validation.screeningDuplicateAnswer',
  screeningAnswerRequired: 'validation.screeningAnswerRequired',
  screeningNotYesNo: 'validation.screeningNotYesNo',
  screeningOptionNotOffered: 'validation.screeningOptionNotOffered',
  screeningNotANumber: 'validation.screeningNotANumber',
  screeningAnswerTooLong: 'validation.screeningAnswerTooLong',
  notSelectedReasonRequired: 'validation.notSelectedReasonRequired',
  linkInvalid: 'validation.linkInvalid',
  recipientsRequired: 'validation.recipientsRequired',
  recipientUnknown: 'validation.recipientUnknown',
  passwordSameAsCurrent: 'validation.passwordSameAsCurrent',
  currentPasswordIncorrect: 'validation.currentPasswordIncorrect',
  // Intranet sign-in (decision 0041)
  companyCodeInvalid: 'validation.companyCodeInvalid',
  // Recruiting (decision 0050): vacancy editor
  unitUnknown: 'validation.unitUnknown',
  deadlineInPast: 'validation.deadlineInPast',
  unitCityMismatch: 'validation.unitCityMismatch',
  unitStateMismatch: 'validation.unitStateMismatch',
  salaryInvalid: 'validation.salaryInvalid',
  salaryTooHigh: 'validation.salaryTooHigh',
  salaryRangeOrder: 'validation.salaryRangeOrder',
  contractNeedsProgram: 'validation.contractNeedsProgram',
  // Recruiting: applicants table (a next_cursor that is not the server's)
  cursorInvalid: 'validation.cursorInvalid',
  // Error catalogue (spec §8)
  errorTitle: 'errors.title',
  connectionError: 'errors.connection',
  imageTooLarge: 'errors.imageTooLarge',
  unknownErrorTitle: 'errors.unknown.title',
  unknownErrorDescription: 'errors.unknown.description',
} as const;

/** The camelCase name of a message, e.g. `'fullNameRequired'`. */
export type MessageName = keyof typeof MESSAGES;

/** An i18n key of the `common` namespace that holds a message, e.g. `'validation.fullNameRequired'`. */
export type MessageKey = (typeof MESSAGES)[MessageName];

const messageKeys: ReadonlySet<string> = new Set(Object.values(MESSAGES));

/** Tells whether a string is one of the message keys (for example the `message` of a zod issue). */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && messageKeys.has(value);
}
