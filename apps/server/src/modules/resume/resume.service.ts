import { MAX_COMPLEMENTS, MAX_DEGREES, MAX_EXPERIENCES } from '@portal/contracts/constants';
import { type DictionaryAttribute, isDictionaryId } from '@portal/contracts/dictionaries';
import { MESSAGES } from '@portal/contracts/messages';
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
  ResumeSection,
} from '@portal/contracts/resume';
import { ageOn, isApprenticeAge, isDuplicateDegree, validateBirthdate } from '@portal/contracts/resume-rules';
import { brasiliaDate } from '@portal/contracts/vacancy-rules';
import { AppError, type FieldError } from '#server/core/errors';
import { processPicture } from './picture';
import type { ListSection, ResumeRepository } from './resume.repository';
import { addressView, basicView, complementView, degreeView, experienceView } from './resume.views';

const invalid = (errors: FieldError[]) => new AppError('validation_failed', { errors });

function checkDictionary(
  attribute: DictionaryAttribute,
  field: string,
  id: number | null | undefined,
): FieldError[] {
  return id != null && !isDictionaryId(attribute, id) ? [{ field, message: MESSAGES.required }] : [];
}

/**
 * The resume of spec §2 screen 8 and §7 "Resume": every rule of spec §5 is checked here again (the form checks
 * first, with the same contracts functions). Every method works on the signed-in candidate's own rows only.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: every resume section's rules in one service (one lock key per candidate, decision 0089); the section helpers it builds on are already outside it.
export function resumeService(repository: ResumeRepository, now: () => Date = () => new Date()) {
  const today = () => brasiliaDate(now());

  /**
   * A list section holds at most `max` entries (spec §9): a sixth is refused with `limit_reached`. Called inside
   * `forCandidate` with its repository, so that concurrent adds count one after another (decision 0044).
   */
  async function full(locked: ResumeRepository, section: ListSection, userId: string, max: number) {
    if ((await locked.countOf(section, userId)) >= max) {
      throw new AppError('limit_reached', { params: { max } });
    }
  }

  async function interestsView(userId: string): Promise<Interests | null> {
    const row = await repository.interests(userId);
    if (!row?.savedAt) return null;
    return {
      workshifts: row.workshifts,
      young_apprentice: row.youngApprentice,
      internship: row.internship,
      interest_areas: row.interestAreas,
    };
  }

  const service = {
    async basicInformation(userId: string): Promise<BasicInformation | null> {
      return basicView(await repository.basicInformation(userId));
    },

    async saveBasicInformation(
      userId: string,
      body: BasicInformationBody & { cpf: string },
    ): Promise<BasicInformation> {
      const errors: FieldError[] = [];
      const birthdateMessage = validateBirthdate(body.birthdate, today());
      if (birthdateMessage) errors.push({ field: 'birthdate', message: birthdateMessage });
      errors.push(...checkDictionary('disability_type', 'disability_type', body.disability_type));
      const current = await repository.basicInformation(userId);
      if (!body.picture && !current?.picture)
        errors.push({ field: 'picture', message: MESSAGES.pictureRequired });
      if (errors.length) throw invalid(errors);
      // Another account's CPF: a domain answer the form shows on the CPF field.
      const owner = await repository.cpfOwner(body.cpf);
      if (owner && owner !== userId)
        throw new AppError('cpf_in_use', { errors: [{ field: 'cpf', message: MESSAGES.cpfInUse }] });
      const picture = body.picture ? await processPicture(body.picture, userId) : current!.picture!;
      // The name on the resume is the account's name: renaming yourself here renames the account (header, menu,
      // data export, mails), in the same transaction.
      // The CPF check above is the friendly answer; a concurrent save of the same CPF is refused by the unique
      // index, answered as the same cpf_in_use (plugins/unique-violations.ts).
      const saved = await repository.forCandidate(userId, async (tx) => {
        const row = await tx.saveBasicInformation({
          userId,
          picture,
          name: body.name,
          birthdate: body.birthdate,
          nationality: body.nationality,
          sex: body.sex,
          cpf: body.cpf,
          email: body.email,
          phone: body.phone,
          secondaryPhone: body.secondary_phone ?? '',
          // The pcd flag is kept only when it was sent as a boolean (spec §5); the type only with pcd = true.
          pcd: typeof body.pcd === 'boolean' ? body.pcd : null,
          disabilityType: body.pcd === true ? (body.disability_type ?? null) : null,
        });
        await tx.renameAccount(userId, body.name);
        return row;
      });
      return basicView(saved)!;
    },

    /** The stored WebP picture (owner only), or null. */
    async picture(userId: string): Promise<Buffer | null> {
      return (await repository.basicInformation(userId))?.picture ?? null;
    },

    async address(userId: string): Promise<Address | null> {
      const row = await repository.address(userId);
      return row ? addressView(row) : null;
    },

    /**
     * Saves the address under the candidate's lock (decision 0044), which the account deletion takes too: the two
     * never interleave, and an address saved for an account deleted meanwhile is a 404 (decision 0066). Answers the
     * row as written, not a second read that could find it gone.
     */
    async saveAddress(userId: string, body: Required<AddressBody>): Promise<Address> {
      const saved = await repository.forCandidate(userId, (resume) =>
        resume.saveAddress({
          userId,
          country: body.country,
          postalCode: body.country === 'BR' ? body.postal_code.replace('-', '') : body.postal_code,
          state: body.state,
          city: body.city,
          district: body.district,
          street: body.street,
          number: body.number,
          complement: body.complement ?? '',
        }),
      );
      return addressView(saved);
    },

    async degrees(userId: string): Promise<Degree[]> {
      return (await repository.degrees(userId)).map(degreeView);
    },

    async addDegree(userId: string, body: DegreeBody): Promise<Degree> {
      const errors = checkDictionary('instruction_degree', 'degree', body.degree);
      if (errors.length) throw invalid(errors);
      return repository.forCandidate(userId, async (resume) => {
        await full(resume, 'degrees', userId, MAX_DEGREES);
        if (isDuplicateDegree(body, await resume.degrees(userId))) {
          throw new AppError('duplicate_degree', { detailKey: MESSAGES.duplicateDegree });
        }
        return degreeView(await resume.insertDegree({ userId, ...body }));
      });
    },

    async removeDegree(userId: string, id: number): Promise<void> {
      await repository.forCandidate(userId, async (resume) => {
        const mine = await resume.degrees(userId);
        if (!mine.some((degree) => degree.id === id)) throw new AppError('not_found');
        if (mine.length <= 1) throw new AppError('last_degree', { detailKey: MESSAGES.lastDegreeDelete });
        await resume.remove('degrees', userId, id);
      });
    },

    async complements(userId: string): Promise<Complement[]> {
      return (await repository.complements(userId)).map(complementView);
    },

    async addComplement(userId: string, body: ComplementBody): Promise<Complement> {
      const errors = checkDictionary('complement_type', 'category', body.category);
      if (errors.length) throw invalid(errors);
      return repository.forCandidate(userId, async (resume) => {
        await full(resume, 'complements', userId, MAX_COMPLEMENTS);
        return complementView(await resume.insertComplement({ userId, ...body }));
      });
    },

    async languages(userId: string): Promise<LanguageEntry[]> {
      return (await repository.languages(userId)).map((row) => ({
        id: row.id,
        language: row.language,
        proficiency_level: row.proficiencyLevel,
      }));
    },

    /** Adds a language, or changes the level of one already listed. */
    async addLanguage(userId: string, body: LanguageBody): Promise<LanguageEntry> {
      const errors = [
        ...checkDictionary('language', 'language', body.language),
        ...checkDictionary('proficiency_level', 'proficiency_level', body.proficiency_level),
      ];
      if (errors.length) throw invalid(errors);
      const row = await repository.upsertLanguage({
        userId,
        language: body.language,
        proficiencyLevel: body.proficiency_level,
      });
      return { id: row.id, language: row.language, proficiency_level: row.proficiencyLevel };
    },

    async experiences(userId: string): Promise<Experience[]> {
      return (await repository.experiences(userId)).map(experienceView);
    },

    async firstJob(userId: string): Promise<boolean | null> {
      return (await repository.interests(userId))?.firstJob ?? null;
    },

    async addExperience(userId: string, body: ExperienceBody): Promise<Experience> {
      return repository.forCandidate(userId, async (resume) => {
        await full(resume, 'experiences', userId, MAX_EXPERIENCES);
        return experienceView(
          await resume.insertExperience({
            userId,
            company: body.company,
            role: body.role,
            startDate: body.startDate,
            endDate: body.endDate ?? '',
          }),
        );
      });
    },

    /**
     * First job = yes: every experience is removed (spec §7 DELETE /curriculum/experiences/v1). Under the
     * candidate's lock, so that an experience added at the same moment never stays beside first_job = true.
     */
    async clearExperiences(userId: string): Promise<void> {
      await repository.forCandidate(userId, (resume) => resume.setFirstJob(userId));
    },

    async remove(
      section: 'complements' | 'languages' | 'experiences',
      userId: string,
      id: number,
    ): Promise<void> {
      if (!(await repository.remove(section, userId, id))) throw new AppError('not_found');
    },

    interests: interestsView,

    async saveInterests(userId: string, body: InterestsBody): Promise<Interests> {
      const errors: FieldError[] = [
        ...body.workshifts.flatMap((id) => checkDictionary('workshift', 'workshifts', id)),
        ...body.interest_areas.flatMap((id) => checkDictionary('interest_area', 'interest_areas', id)),
      ];
      if (body.young_apprentice) {
        const birthdate = (await repository.basicInformation(userId))?.birthdate;
        if (!isApprenticeAge(birthdate, today())) {
          errors.push({ field: 'young_apprentice', message: MESSAGES.apprenticeAge });
        }
      }
      if (errors.length) throw invalid(errors);
      await repository.saveInterests({
        userId,
        workshifts: [...new Set(body.workshifts)],
        youngApprentice: body.young_apprentice,
        internship: body.internship,
        interestAreas: [...new Set(body.interest_areas)],
      });
      return (await interestsView(userId))!;
    },

    /** Whether the candidate's age (by the saved birthdate) allows the young-apprentice option. */
    async validateApprentice(userId: string): Promise<{ valid: boolean; age: number | null }> {
      const birthdate = (await repository.basicInformation(userId))?.birthdate;
      return {
        valid: isApprenticeAge(birthdate, today()),
        age: birthdate ? ageOn(birthdate, today()) : null,
      };
    },

    /** What still keeps the resume from being finished, per section (empty when it can be finished). */
    async missing(userId: string): Promise<{ field: ResumeSection; message: string }[]> {
      const missing: { field: ResumeSection; message: string }[] = [];
      const basic = await repository.basicInformation(userId);
      if (!basic) missing.push({ field: 'basic_information', message: MESSAGES.sectionIncomplete });
      else if (!basic.picture)
        missing.push({ field: 'basic_information', message: MESSAGES.pictureRequired });
      if (!(await repository.address(userId)))
        missing.push({ field: 'address', message: MESSAGES.sectionIncomplete });
      if ((await repository.countOf('degrees', userId)) === 0) {
        missing.push({ field: 'degrees', message: MESSAGES.degreeRequired });
      }
      const interests = await repository.interests(userId);
      if (interests?.firstJob !== true && (await repository.countOf('experiences', userId)) === 0) {
        missing.push({ field: 'experiences', message: MESSAGES.sectionIncomplete });
      }
      if (!interests?.savedAt || !interests.workshifts.length || !interests.interestAreas.length) {
        missing.push({ field: 'interests', message: MESSAGES.selectAtLeastOne });
      } else if (interests.youngApprentice && !isApprenticeAge(basic?.birthdate, today())) {
        missing.push({ field: 'interests', message: MESSAGES.apprenticeAge });
      }
      return missing;
    },

    /** Whether the candidate finished the resume (applying needs it); undefined when the user is no candidate. */
    isFinished: (userId: string) => repository.finished(userId),

    /** Marks the resume finished when nothing is missing; otherwise `resume_incomplete` listing what is. */
    async finish(userId: string): Promise<{ finished: true }> {
      const missing = await service.missing(userId);
      if (missing.length) throw new AppError('resume_incomplete', { errors: missing });
      await repository.markFinished(userId);
      return { finished: true };
    },

    /** Every resume datum of a candidate as plain JSON (the LGPD export); the picture as a data URL. */
    async export(userId: string) {
      return {
        basic_information: await service.basicInformation(userId),
        address: await service.address(userId),
        degrees: await service.degrees(userId),
        complements: await service.complements(userId),
        languages: await service.languages(userId),
        experiences: await service.experiences(userId),
        first_job: await service.firstJob(userId),
        interests: await interestsView(userId),
      };
    },
  };
  return service;
}

export type ResumeService = ReturnType<typeof resumeService>;
