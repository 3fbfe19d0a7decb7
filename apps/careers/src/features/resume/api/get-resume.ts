import type { DictionaryAttribute } from '@portal/contracts/dictionaries';
import type {
  Address,
  BasicInformation,
  Complement,
  Degree,
  Experience,
  Interests,
  LanguageEntry,
} from '@portal/contracts/resume';
import { useApi } from '@portal/shell/api/swr';

/** Paths of spec §7 "Resume" below /api. */
export const RESUME_PATHS = {
  basicInformation: '/curriculum/basic-information/v1',
  address: '/curriculum/address/v1',
  degrees: '/curriculum/degrees/v1',
  complements: '/curriculum/complements/v1',
  languages: '/curriculum/languages/v1',
  experiences: '/curriculum/experiences/v1',
  firstJob: '/curriculum/experiences/v1/first-job',
  interests: '/curriculum/interests/v1',
  finish: '/curriculum/candidates/v1/finish',
  countries: '/geodata/locations/v1/countries',
  validatePostalCode: '/geodata/locations/v1/validate-postal-code',
  dictionary: '/dictionary/v1/number',
} as const;

/** The API client turns plain dates into Date objects (spec §7); the birthdate is read back as 'yyyy-MM-dd'. */
export type BasicInformationView = Omit<BasicInformation, 'birthdate'> & { birthdate: string | Date | null };

export const useBasicInformation = () => useApi<BasicInformationView | null>(RESUME_PATHS.basicInformation);
export const useAddress = () => useApi<Address | null>(RESUME_PATHS.address);
export const useDegrees = () => useApi<Degree[]>(RESUME_PATHS.degrees);
export const useComplements = () => useApi<Complement[]>(RESUME_PATHS.complements);
export const useLanguages = () => useApi<LanguageEntry[]>(RESUME_PATHS.languages);
export const useExperiences = () => useApi<Experience[]>(RESUME_PATHS.experiences);
export const useFirstJob = () => useApi<{ first_job: boolean | null }>(RESUME_PATHS.firstJob);
export const useInterests = () => useApi<Interests | null>(RESUME_PATHS.interests);
export const useCountries = () => useApi<{ code: string; name: string }[]>(RESUME_PATHS.countries);
export const useStates = (country: string | null) =>
  useApi<{ code: string; name: string }[]>(
    country ? `/geodata/locations/v1/countries/${country}/states` : null,
  );
/** One dictionary of spec §7 (system RC), labels in the interface language. */
export const useDictionary = (attribute: DictionaryAttribute) =>
  useApi<{ id: number; label: string }[]>(RESUME_PATHS.dictionary, { attribute, system: 'RC' });
