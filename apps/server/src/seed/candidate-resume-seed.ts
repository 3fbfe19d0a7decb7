import {
  addressBodySchema,
  basicInformationBodySchema,
  complementBodySchema,
  degreeBodySchema,
  experienceBodySchema,
  interestsBodySchema,
  languageBodySchema,
} from '@portal/contracts/resume';
import sharp from 'sharp';
import type { Db } from '#server/db/database';
import { candidateRecords } from '#server/modules/candidates/candidates.repository';
import { resumeRepository } from '#server/modules/resume/resume.repository';
import { resumeService } from '#server/modules/resume/resume.service';
import { accountWrites, usersRepository } from '#server/modules/users/users.repository';

/** The demo candidate whose resume is complete and finished (DESIGN §2), so an application from it carries data. */
const DEMO_RESUME_EMAIL = 'candidata@example.com';

/**
 * A small portrait-like picture made at seed time (no binary in the repository): head and shoulders on a soft
 * background, as a PNG data URL; the resume service re-encodes it to WebP like any upload.
 */
async function demoPortrait(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
  <rect width="240" height="240" fill="#dbe7f3"/>
  <path d="M40 240c4-52 40-78 80-78s76 26 80 78z" fill="#2f5d8a"/>
  <path d="M104 150h32v22c0 9-7 16-16 16s-16-7-16-16z" fill="#c98e6b"/>
  <path d="M66 116c-6-52 18-84 54-84s60 32 54 84c-4 22-12 36-18 44l-8-58H92l-8 58c-6-8-14-22-18-44z" fill="#3b2a20"/>
  <ellipse cx="120" cy="104" rx="34" ry="42" fill="#d9a07e"/>
  <path d="M86 92c6-26 22-38 40-38 16 0 28 10 30 30-20-2-44-8-56-22-4 12-8 22-14 30z" fill="#3b2a20"/>
  <circle cx="107" cy="104" r="3.5" fill="#2b1d16"/>
  <circle cx="133" cy="104" r="3.5" fill="#2b1d16"/>
  <path d="M110 124c6 5 14 5 20 0" stroke="#8c4b3a" stroke-width="3" fill="none" stroke-linecap="round"/>
</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The resume of the demo candidate, as the forms would send it (each body goes through its contracts schema). */
async function demoResume() {
  return {
    basicInformation: basicInformationBodySchema.parse({
      picture: await demoPortrait(),
      name: 'Beatriz Almeida Santos',
      birthdate: '1996-04-12',
      nationality: 'Brasileira',
      sex: 'female',
      cpf: '317.460.592-06',
      email: DEMO_RESUME_EMAIL,
      phone: '(47) 99123-4567',
      secondary_phone: '',
      pcd: false,
    }),
    address: addressBodySchema.parse({
      country: 'BR',
      postal_code: '89251-000',
      state: 'SC',
      city: 'Jaraguá do Sul',
      district: 'Centro',
      street: 'Rua Reinoldo Rau',
      number: '560',
      complement: 'Apto 302',
    }),
    degrees: [
      degreeBodySchema.parse({
        degree: 10, // higher education finished
        course: 'Engenharia de Produção',
        completed: true,
        institution: 'Universidade do Estado de Santa Catarina (UDESC)',
        startDate: '2014-02',
        endDate: '2018-12',
      }),
    ],
    complements: [
      complementBodySchema.parse({
        category: 2, // certification
        institution: 'SENAI Jaraguá do Sul',
        description: 'Lean Manufacturing e Green Belt Seis Sigma',
        startDate: '2020-03',
        endDate: '2020-08',
      }),
    ],
    languages: [
      languageBodySchema.parse({ language: 1, proficiency_level: 3 }), // English, advanced
      languageBodySchema.parse({ language: 2, proficiency_level: 1 }), // Spanish, basic
    ],
    experiences: [
      experienceBodySchema.parse({
        company: 'Metalúrgica Vale do Itapocu Ltda.',
        role: 'Assistente de Produção',
        startDate: '2016-01',
        endDate: '2019-02',
      }),
      experienceBodySchema.parse({
        company: 'Têxtil Jaraguá S.A.',
        role: 'Analista de Processos',
        startDate: '2019-03',
        endDate: null, // current job
      }),
    ],
    interests: interestsBodySchema.parse({
      workshifts: [1, 4], // morning, office hours
      young_apprentice: false,
      internship: false,
      interest_areas: [2, 3, 7], // engineering, production, quality
    }),
  };
}

/**
 * Fills and finishes the demo candidate's resume through the resume service, so the seed obeys every rule a
 * candidate does (the finish refuses an incomplete resume). Does nothing when the account is missing or its
 * resume already exists; returns whether it seeded.
 */
export async function seedCandidateResume(db: Db, now: Date): Promise<boolean> {
  const user = await usersRepository(db).byEmail(DEMO_RESUME_EMAIL);
  if (!user) return false;
  const repository = resumeRepository(db, accountWrites, candidateRecords);
  if (await repository.basicInformation(user.id)) return false;
  const service = resumeService(repository, () => now);
  const resume = await demoResume();
  await service.saveBasicInformation(user.id, resume.basicInformation);
  await service.saveAddress(user.id, resume.address);
  for (const degree of resume.degrees) await service.addDegree(user.id, degree);
  for (const complement of resume.complements) await service.addComplement(user.id, complement);
  for (const language of resume.languages) await service.addLanguage(user.id, language);
  for (const experience of resume.experiences) await service.addExperience(user.id, experience);
  await service.saveInterests(user.id, resume.interests);
  await service.finish(user.id);
  return true;
}
