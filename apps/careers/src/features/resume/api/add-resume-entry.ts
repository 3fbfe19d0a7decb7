import type * as Resume from '@portal/contracts/resume';
import { apiFetch } from '@portal/shell/api/http-client';
import { RESUME_PATHS } from './get-resume';

/** POST one entry of a list section (spec §7 "Resume"); answers the stored entry. */
export const addDegree = (body: Resume.DegreeBody) =>
  apiFetch<Resume.Degree>(RESUME_PATHS.degrees, { method: 'POST', body });
export const addComplement = (body: Resume.ComplementBody) =>
  apiFetch<Resume.Complement>(RESUME_PATHS.complements, { method: 'POST', body });
export const addLanguage = (body: Resume.LanguageBody) =>
  apiFetch<Resume.LanguageEntry>(RESUME_PATHS.languages, { method: 'POST', body });
export const addExperience = (body: Resume.ExperienceBody) =>
  apiFetch<Resume.Experience>(RESUME_PATHS.experiences, { method: 'POST', body });
