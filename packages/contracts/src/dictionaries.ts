import { z } from 'zod';
import { optionalFilter } from './input-safety';
import type { Locale } from './locales';
import { MESSAGES } from './messages';

/** The dictionary attributes of spec §7 (`GET /dictionary/v1/number?attribute=&system=RC`). */
export const DICTIONARY_ATTRIBUTES = [
  'disability_type',
  'instruction_degree',
  'complement_type',
  'language',
  'proficiency_level',
  'workshift',
  'interest_area',
  'not_selected_reason',
] as const;
export type DictionaryAttribute = (typeof DICTIONARY_ATTRIBUTES)[number];

/** The system the careers dictionaries belong to. */
export const DICTIONARY_SYSTEM = 'RC';

type Labels = Record<Locale, string>;
/** One option with its label in every interface language. */
export interface DictionaryEntry {
  id: number;
  label: Labels;
}

const entries = (rows: readonly [number, string, string, string][]): DictionaryEntry[] =>
  rows.map(([id, pt, en, es]) => ({ id, label: { 'pt-BR': pt, 'en-US': en, 'es-ES': es } }));

/**
 * Every option of every dictionary. Ids are stable: resumes store them. The instruction degrees follow the
 * Brazilian scale (the first four are the spec's; the rest complete it up to a doctorate).
 */
export const DICTIONARIES: Record<DictionaryAttribute, readonly DictionaryEntry[]> = {
  disability_type: entries([
    [1, 'Física', 'Physical', 'Física'],
    [2, 'Auditiva', 'Hearing', 'Auditiva'],
    [3, 'Visual', 'Visual', 'Visual'],
    [4, 'Intelectual', 'Intellectual', 'Intelectual'],
    [5, 'Múltipla', 'Multiple', 'Múltiple'],
    [6, 'Reabilitado pelo INSS', 'Rehabilitated (INSS)', 'Rehabilitado por el INSS'],
  ]),
  instruction_degree: entries([
    [1, 'Analfabeto', 'Illiterate', 'Analfabeto'],
    [2, 'Até a 4ª série incompleta', 'Up to 4th grade, unfinished', 'Hasta 4.º grado incompleto'],
    [3, '4ª série completa', '4th grade finished', '4.º grado completo'],
    [4, 'Da 5ª à 8ª série incompleta', '5th to 8th grade, unfinished', 'De 5.º a 8.º grado incompleto'],
    [5, 'Ensino fundamental completo', 'Elementary school finished', 'Educación primaria completa'],
    [6, 'Ensino médio incompleto', 'High school, unfinished', 'Educación secundaria incompleta'],
    [7, 'Ensino médio completo', 'High school finished', 'Educación secundaria completa'],
    [8, 'Curso técnico', 'Technical course', 'Curso técnico'],
    [9, 'Ensino superior incompleto', 'Higher education, unfinished', 'Educación superior incompleta'],
    [10, 'Ensino superior completo', 'Higher education finished', 'Educación superior completa'],
    [11, 'Pós-graduação (especialização)', 'Postgraduate (specialization)', 'Posgrado (especialización)'],
    [12, 'Mestrado', "Master's degree", 'Maestría'],
    [13, 'Doutorado', 'Doctorate', 'Doctorado'],
  ]),
  complement_type: entries([
    [1, 'Curso livre', 'Short course', 'Curso libre'],
    [2, 'Certificação', 'Certification', 'Certificación'],
    [3, 'Curso de idiomas', 'Language course', 'Curso de idiomas'],
    [4, 'Informática', 'Computing', 'Informática'],
    [5, 'Trabalho voluntário', 'Volunteer work', 'Trabajo voluntario'],
  ]),
  language: entries([
    [1, 'Inglês', 'English', 'Inglés'],
    [2, 'Espanhol', 'Spanish', 'Español'],
    [3, 'Alemão', 'German', 'Alemán'],
    [4, 'Francês', 'French', 'Francés'],
    [5, 'Italiano', 'Italian', 'Italiano'],
    [6, 'Mandarim', 'Mandarin', 'Mandarín'],
    [7, 'Português', 'Portuguese', 'Portugués'],
    [8, 'Libras', 'Brazilian Sign Language', 'Lengua de señas brasileña'],
  ]),
  proficiency_level: entries([
    [1, 'Básico', 'Basic', 'Básico'],
    [2, 'Intermediário', 'Intermediate', 'Intermedio'],
    [3, 'Avançado', 'Advanced', 'Avanzado'],
    [4, 'Fluente', 'Fluent', 'Fluido'],
  ]),
  workshift: entries([
    [1, 'Manhã', 'Morning', 'Mañana'],
    [2, 'Tarde', 'Afternoon', 'Tarde'],
    [3, 'Noite', 'Night', 'Noche'],
    [4, 'Turno administrativo', 'Office hours', 'Horario administrativo'],
    [5, 'Turnos alternados', 'Rotating shifts', 'Turnos rotativos'],
  ]),
  interest_area: entries([
    [1, 'Administrativo', 'Administration', 'Administración'],
    [2, 'Engenharia', 'Engineering', 'Ingeniería'],
    [3, 'Produção', 'Production', 'Producción'],
    [4, 'Manutenção', 'Maintenance', 'Mantenimiento'],
    [5, 'Tecnologia da informação', 'Information technology', 'Tecnología de la información'],
    [6, 'Logística', 'Logistics', 'Logística'],
    [7, 'Qualidade', 'Quality', 'Calidad'],
    [8, 'Vendas e marketing', 'Sales and marketing', 'Ventas y marketing'],
    [9, 'Recursos humanos', 'Human resources', 'Recursos humanos'],
    [10, 'Pesquisa e desenvolvimento', 'Research and development', 'Investigación y desarrollo'],
  ]),
  // Why an application ended 'not selected' (issue 29 point 5): the recruiter picks one, the candidate reads the
  // respectful sentence of `notSelectedReasonSentence`, the indicators count them.
  not_selected_reason: entries([
    [1, 'Requisitos não atendidos', 'Requirements not met', 'Requisitos no cumplidos'],
    [2, 'Outro perfil escolhido', 'Another profile chosen', 'Se eligió otro perfil'],
    [3, 'Distância', 'Distance', 'Distancia'],
    [4, 'Pretensão salarial', 'Salary expectation', 'Expectativa salarial'],
    [5, 'Desistência do candidato', 'Candidate gave up', 'Desistimiento del candidato'],
    [6, 'Vaga preenchida', 'Vacancy filled', 'Vacante cubierta'],
    [7, 'Outro', 'Other', 'Otro'],
  ]),
};

/** The options of one dictionary in one language, as the API answers them. */
export function dictionaryOptions(
  attribute: DictionaryAttribute,
  locale: Locale,
): { id: number; label: string }[] {
  return DICTIONARIES[attribute].map((entry) => ({ id: entry.id, label: entry.label[locale] }));
}

/** Tells whether `id` is an option of the dictionary. */
export function isDictionaryId(attribute: DictionaryAttribute, id: number): boolean {
  return DICTIONARIES[attribute].some((entry) => entry.id === id);
}

/**
 * An id of one of the dictionary's options in a JSON body (a vacancy's area and shifts, an alert's change); any
 * other value says 'choose one of the options', as every other choice does.
 */
export const dictionaryOption = (attribute: DictionaryAttribute) =>
  z
    .number({ message: MESSAGES.optionInvalid })
    .refine((id) => isDictionaryId(attribute, id), { message: MESSAGES.optionInvalid });

/**
 * A filter that is an id of a dictionary (`?workshift=3`, a saved search's, an alert's): absent or '' is no filter;
 * anything else must be one of its ids (400 naming the field otherwise).
 */
export const dictionaryFilter = (attribute: DictionaryAttribute) =>
  optionalFilter(
    // One check, so a value that is no option ('0', '1.5', '99') gets one message, not one per broken rule.
    z.coerce
      .number({ message: MESSAGES.optionInvalid })
      .refine((id) => isDictionaryId(attribute, id), { message: MESSAGES.optionInvalid }),
    MESSAGES.optionInvalid,
  );

/**
 * The `common` key of the sentence a candidate reads for a `not_selected_reason` (never the recruiter's note): the
 * mail, the notification and the careers timeline all say it.
 */
export const notSelectedReasonSentenceKey = (reason: number) => `notSelectedReasons.${reason}`;
