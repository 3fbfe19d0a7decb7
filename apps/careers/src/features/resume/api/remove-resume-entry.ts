import { apiFetch } from '@portal/shell/api/http-client';
import { RESUME_PATHS } from './get-resume';

/** DELETE one entry of a list section. */
export const removeEntry = (path: string, id: number) =>
  apiFetch<void>(`${path}/${id}`, { method: 'DELETE' });
/** First job: removes every experience. */
export const clearExperiences = () => apiFetch<void>(RESUME_PATHS.experiences, { method: 'DELETE' });
