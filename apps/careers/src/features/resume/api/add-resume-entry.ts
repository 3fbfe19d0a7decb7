import type {
  Complement,
  ComplementBody,
  Degree,
  DegreeBody,
  Experience,
  ExperienceBody,
  LanguageBody,
  LanguageEntry,
} from '@portal/contracts/resume';
import { apiFetch } from '@portal/shell/api/http-client';
import { RESUME_PATHS } from './get-resume';

export const addDegree = (body: DegreeBody) =>
  apiFetch<Degree>(RESUME_PATHS.degrees, { method: 'POST', body });
export const addComplement = (body: ComplementBody) =>
  apiFetch<Complement>(RESUME_PATHS.complements, { method: 'POST', body });
export const addLanguage = (body: LanguageBody) =>
  apiFetch<LanguageEntry>(RESUME_PATHS.languages, { method: 'POST', body });
export const addExperience = (body: ExperienceBody) =>
  apiFetch<Experience>(RESUME_PATHS.experiences, { method: 'POST', body });
