import type { DictionaryAttribute } from '@portal/contracts/dictionaries';
import type {
  Address,
  AddressBody,
  BasicInformation,
  BasicInformationBody,
  Complement,
  ComplementBody,
  Degree,
  DegreeBody,
  Experience,
  ExperienceBody,
  Interests,
  InterestsBody,
  LanguageBody,
  LanguageEntry,
} from '@portal/contracts/resume';
import { apiFetch } from '@portal/shell/api/http-client';
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

export const saveBasicInformation = (body: BasicInformationBody) =>
  apiFetch<BasicInformation>(RESUME_PATHS.basicInformation, { method: 'PUT', body });
export const saveAddress = (body: AddressBody) =>
  apiFetch<Address>(RESUME_PATHS.address, { method: 'PUT', body });
export const addDegree = (body: DegreeBody) =>
  apiFetch<Degree>(RESUME_PATHS.degrees, { method: 'POST', body });
export const addComplement = (body: ComplementBody) =>
  apiFetch<Complement>(RESUME_PATHS.complements, { method: 'POST', body });
export const addLanguage = (body: LanguageBody) =>
  apiFetch<LanguageEntry>(RESUME_PATHS.languages, { method: 'POST', body });
export const addExperience = (body: ExperienceBody) =>
  apiFetch<Experience>(RESUME_PATHS.experiences, { method: 'POST', body });
export const saveInterests = (body: InterestsBody) =>
  apiFetch<Interests>(RESUME_PATHS.interests, { method: 'PUT', body });
/** DELETE one entry of a list section. */
export const removeEntry = (path: string, id: number) =>
  apiFetch<void>(`${path}/${id}`, { method: 'DELETE' });
/** First job: removes every experience. */
export const clearExperiences = () => apiFetch<void>(RESUME_PATHS.experiences, { method: 'DELETE' });
export const validatePostalCode = (postalCode: string) =>
  apiFetch<{ valid: boolean; state: string | null; city: string | null }>(RESUME_PATHS.validatePostalCode, {
    params: { postal_code: postalCode },
  });
export const finishResume = () => apiFetch<{ finished: boolean }>(RESUME_PATHS.finish);
