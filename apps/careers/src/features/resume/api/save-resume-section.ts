import type {
  Address,
  AddressBody,
  BasicInformation,
  BasicInformationBody,
  Interests,
  InterestsBody,
} from '@portal/contracts/resume';
import { apiFetch } from '@portal/shell/api/http-client';
import { RESUME_PATHS } from './get-resume';

export const saveBasicInformation = (body: BasicInformationBody) =>
  apiFetch<BasicInformation>(RESUME_PATHS.basicInformation, { method: 'PUT', body });
export const saveAddress = (body: AddressBody) =>
  apiFetch<Address>(RESUME_PATHS.address, { method: 'PUT', body });

export const saveInterests = (body: InterestsBody) =>
  apiFetch<Interests>(RESUME_PATHS.interests, { method: 'PUT', body });
