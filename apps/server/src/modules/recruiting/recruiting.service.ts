import { MESSAGES } from '@portal/contracts/messages';
import type {
  ApplicantCounts,
  RecruitingVacancy,
  RecruitingVacancyListItem,
  RecruitingVacancyQuery,
  VacancyBody,
  VacancyStatus,
} from '@portal/contracts/recruiting';
import { emptyApplicantCounts, unitPlaceErrors } from '@portal/contracts/recruiting';
import { questionsKeepAnswered, type ScreeningQuestion } from '@portal/contracts/screening-questions';
import { BENEFITS, brasiliaDate, contractTypeOf, normalizeSearchText } from '@portal/contracts/vacancy-rules';
import { AppError } from '#server/core/errors';
import type { LocalizedText, NewVacancy, UnitRow, VacancyRow } from '#server/db/schema';
import { inScope, type UnitScope } from '#server/db/unit-scope';
import {
  benefitColumns,
  salaryColumns,
  salaryOf,
  statusOf,
  vacancySearchText,
} from '#server/db/vacancy-columns';
import type { ApplicationsService } from '#server/modules/applications/applications.service';
import type { RecruitingRepository, VacancyChanges } from './recruiting.repository';

/** What the public side needs to hear: a change it shows was committed (its caches go, on every instance). */
export interface PublicVacancies {
  changed(): Promise<void>;
}

const notFound = () => new AppError('not_found', { detailKey: 'errors.vacancyNotFound' });

/** Only the languages given: an absent translation stays absent, so the public side falls back to pt-BR. */
function text(value: VacancyBody['title']): LocalizedText {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as LocalizedText;
}

/** A question as stored: its texts without the languages left blank, and no empty unit. */
function storedQuestion(question: VacancyBody['questions'][number]): ScreeningQuestion {
  const { text: words, options, unit, requirement, ...rest } = question;
  return {
    ...rest,
    text: text(words),
    ...(options ? { options: options.map((option) => ({ key: option.key, text: text(option.text) })) } : {}),
    ...(unit?.['pt-BR'] ? { unit: text(unit) } : {}),
    ...(requirement ? { requirement: { ...requirement, reason: text(requirement.reason) } } : {}),
  };
}

function listItem(
  vacancy: VacancyRow,
  unit: UnitRow,
  applicants: ApplicantCounts,
  today: string,
): RecruitingVacancyListItem {
  const { status, closedAt } = statusOf(vacancy, today);
  return {
    id: vacancy.id,
    status,
    title: vacancy.title,
    unit: { id: unit.id, name: unit.name },
    city: vacancy.city,
    state: vacancy.state,
    modality: vacancy.modality,
    contract_type: vacancy.contractType,
    program: vacancy.program,
    pcd_exclusive: vacancy.pcdExclusive,
    salary: salaryOf(vacancy),
    interest_area: vacancy.interestArea,
    workshifts: vacancy.workshifts,
    application_deadline: vacancy.applicationDeadline,
    published_at: vacancy.status === 'draft' ? null : vacancy.publishedAt.toISOString(),
    closed_at: closedAt?.toISOString() ?? null,
    updated_at: vacancy.updatedAt.toISOString(),
    applicants,
  };
}

/**
 * Vacancy management for recruiters (decision 0050). Every call is limited to the caller's
 * units: another unit's vacancy is not found. A deadline that has passed closes a published vacancy by itself
 * (`statusOf`: the recruiter never sees 'published' for a vacancy the public no longer lists).
 * Changes the public sees (anything but a draft's edits) empty the public list caches on every instance.
 */
export function recruitingService(
  repository: RecruitingRepository,
  publicVacancies: PublicVacancies,
  applicants: Pick<ApplicationsService, 'countsByVacancy'>,
  now: () => Date = () => new Date(),
) {
  const today = () => brasiliaDate(now());

  async function current(scope: UnitScope, id: number) {
    const row = await repository.find(scope, id);
    if (!row) throw notFound();
    return row;
  }

  const counts = (ids: number[]) => applicants.countsByVacancy(ids);

  async function checkedUnit(scope: UnitScope, unitId: number): Promise<UnitRow> {
    const unit = inScope(scope, unitId) ? await repository.unit(unitId) : undefined;
    if (!unit) {
      throw new AppError('validation_failed', {
        detailKey: MESSAGES.unitUnknown,
        errors: [{ field: 'unit_id', message: MESSAGES.unitUnknown }],
      });
    }
    return unit;
  }

  /** A vacancy is where its unit is: a city or state that is not the unit's is refused on its field. */
  function checkPlace(unit: UnitRow, body: VacancyBody) {
    const errors = unitPlaceErrors(unit, body);
    if (errors.length > 0) {
      throw new AppError('validation_failed', { detailKey: errors[0]!.message, errors });
    }
  }

  function checkDeadline(deadline: string) {
    if (deadline < today()) {
      throw new AppError('validation_failed', {
        detailKey: MESSAGES.deadlineInPast,
        errors: [{ field: 'application_deadline', message: MESSAGES.deadlineInPast }],
      });
    }
  }

  /** Every editable column of a vacancy from a body (the benefit flags included). */
  function columns(body: VacancyBody, unit: UnitRow): NewVacancy {
    const title = text(body.title);
    return {
      unitId: unit.id,
      // The unit's own spelling (checkPlace let 'sao paulo' through as São Paulo).
      city: unit.city,
      state: unit.state,
      title,
      duties: text(body.duties),
      workingDay: text(body.working_day),
      requirements: text(body.requirements),
      observations: text(body.observations),
      modality: body.modality,
      // The program's own contract for an apprentice or internship vacancy (decision 0088).
      contractType: contractTypeOf(body.program, body.contract_type),
      program: body.program,
      pcdExclusive: body.pcd_exclusive,
      ...salaryColumns(body.salary),
      interestArea: body.interest_area,
      workshifts: body.workshifts,
      applicationDeadline: body.application_deadline,
      ...Object.fromEntries(BENEFITS.map((b) => [benefitColumns[b], body.benefits[b]])),
      searchText: vacancySearchText({ title, city: unit.city, state: unit.state }, unit.name),
      questions: body.questions.map(storedQuestion),
    };
  }

  async function detail(scope: UnitScope, id: number): Promise<RecruitingVacancy> {
    const { vacancy, unit } = await current(scope, id);
    return {
      ...listItem(vacancy, unit, (await counts([id])).get(id) ?? emptyApplicantCounts(), today()),
      duties: vacancy.duties,
      working_day: vacancy.workingDay,
      requirements: vacancy.requirements,
      observations: vacancy.observations,
      benefits: Object.fromEntries(
        BENEFITS.map((b) => [b, vacancy[benefitColumns[b]]]),
      ) as RecruitingVacancy['benefits'],
      created_at: vacancy.createdAt.toISOString(),
      questions: vacancy.questions,
    };
  }

  /** A status change allowed only from `from`; a concurrent change that got there first makes it a 409. */
  async function move(
    scope: UnitScope,
    id: number,
    from: VacancyStatus,
    to: VacancyStatus,
    changes: (at: Date) => VacancyChanges,
    needsOpenDeadline: boolean,
  ): Promise<RecruitingVacancy> {
    const { vacancy } = await current(scope, id);
    const day = today();
    if (statusOf(vacancy, day).status !== from) throw new AppError('invalid_transition');
    if (needsOpenDeadline) checkDeadline(vacancy.applicationDeadline);
    const at = now();
    const moved = await repository.transition(scope, id, { status: from, today: day }, to, {
      ...changes(at),
      updatedAt: at,
    });
    if (!moved) throw new AppError('invalid_transition');
    await publicVacancies.changed();
    return detail(scope, id);
  }

  return {
    async units(scope: UnitScope) {
      return (await repository.units(scope)).map((u) => ({
        id: u.id,
        name: u.name,
        city: u.city,
        state: u.state,
      }));
    },

    async list(scope: UnitScope, query: RecruitingVacancyQuery): Promise<RecruitingVacancyListItem[]> {
      const day = today();
      const rows = await repository.list(
        scope,
        {
          status: query.status,
          text: query.q ? normalizeSearchText(query.q) : undefined,
          unitId: query.unit,
        },
        day,
      );
      const byVacancy = await counts(rows.map((r) => r.vacancy.id));
      return rows.map(({ vacancy, unit }) =>
        listItem(vacancy, unit, byVacancy.get(vacancy.id) ?? emptyApplicantCounts(), day),
      );
    },

    detail,

    /** A new draft, in a unit of the caller's scope. */
    async create(scope: UnitScope, userId: string, body: VacancyBody): Promise<{ id: number }> {
      const unit = await checkedUnit(scope, body.unit_id);
      checkPlace(unit, body);
      const at = now();
      const id = await repository.insertDraft({
        ...columns(body, unit),
        createdBy: userId,
        createdAt: at,
        publishedAt: at,
        updatedAt: at,
      });
      return { id };
    },

    /** Replaces every field; a published vacancy's new deadline may not be in the past (it would close it). */
    async update(scope: UnitScope, id: number, body: VacancyBody): Promise<RecruitingVacancy> {
      const { vacancy } = await current(scope, id);
      const unit = await checkedUnit(scope, body.unit_id);
      checkPlace(unit, body);
      const seen = statusOf(vacancy, today());
      if (seen.status === 'published') checkDeadline(body.application_deadline);
      const next = columns(body, unit);
      const updated = await repository.update(
        scope,
        id,
        {
          ...next,
          // Closed by its deadline: stored closed now, so a new deadline does not publish it again unasked.
          ...(seen.status !== vacancy.status ? { status: seen.status, closedAt: seen.closedAt } : {}),
          updatedAt: now(),
        },
        (current) => {
          if (current.hasApplications && !questionsKeepAnswered(current.questions, next.questions ?? []))
            throw new AppError('questions_locked');
        },
      );
      if (!updated) throw notFound();
      if (updated.status !== 'draft') await publicVacancies.changed();
      return detail(scope, id);
    },

    publish: (scope: UnitScope, id: number) =>
      move(scope, id, 'draft', 'published', (at) => ({ publishedAt: at, closedAt: null }), true),
    close: (scope: UnitScope, id: number) =>
      move(scope, id, 'published', 'closed', (at) => ({ closedAt: at }), false),
    reopen: (scope: UnitScope, id: number) =>
      move(scope, id, 'closed', 'published', () => ({ closedAt: null }), true),
  };
}

export type RecruitingService = ReturnType<typeof recruitingService>;
