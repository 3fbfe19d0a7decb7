import { apiFetch } from '@portal/shell/api/http-client';
import { RESUME_PATHS } from './get-resume';

export const finishResume = () => apiFetch<{ finished: boolean }>(RESUME_PATHS.finish);
