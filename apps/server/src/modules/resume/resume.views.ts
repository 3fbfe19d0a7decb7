import { formatCpf } from '@portal/contracts/cpf';
import type { Address, BasicInformation, Complement, Degree, Experience } from '@portal/contracts/resume';
import { pictureDataUrl } from './picture';
import type {
  AddressRow,
  BasicInformationRow,
  ComplementRow,
  DegreeRow,
  ExperienceRow,
} from './resume.repository';

/** The basic information as the API answers it (the picture as a data URL, the CPF formatted). */
export function basicView(row: BasicInformationRow | undefined): BasicInformation | null {
  if (!row) return null;
  return {
    picture: pictureDataUrl(row.picture),
    name: row.name,
    birthdate: row.birthdate,
    nationality: row.nationality,
    sex: row.sex,
    cpf: formatCpf(row.cpf),
    email: row.email,
    phone: row.phone,
    secondary_phone: row.secondaryPhone,
    pcd: row.pcd,
    disability_type: row.disabilityType,
  };
}

export const addressView = (row: AddressRow): Address => ({
  country: row.country,
  postal_code: row.postalCode,
  state: row.state,
  city: row.city,
  district: row.district,
  street: row.street,
  number: row.number,
  complement: row.complement,
});

export const degreeView = (row: DegreeRow): Degree => ({
  id: row.id,
  degree: row.degree,
  course: row.course,
  completed: row.completed,
  institution: row.institution,
  startDate: row.startDate,
  endDate: row.endDate,
});
export const complementView = (row: ComplementRow): Complement => ({
  id: row.id,
  category: row.category,
  institution: row.institution,
  description: row.description,
  startDate: row.startDate,
  endDate: row.endDate,
});
export const experienceView = (row: ExperienceRow): Experience => ({
  id: row.id,
  company: row.company,
  role: row.role,
  startDate: row.startDate,
  endDate: row.endDate,
});
