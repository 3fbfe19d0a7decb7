import type { DegreeBody } from '@portal/contracts/resume';

/** A valid completed degree for tests, as a client sends it (instruction degree 10, superior completo; no id). */
export const SAMPLE_DEGREE: DegreeBody = {
  degree: 10,
  course: 'Engenharia Elétrica',
  completed: true,
  institution: 'UDESC',
  startDate: '2018-02',
  endDate: '2022-12',
};

/** A completed technical course (instruction degree 4, técnico completo) as a client sends it: a plant electrician's. */
export const SAMPLE_TECHNICAL_DEGREE: DegreeBody = {
  degree: 4,
  course: 'Técnico em eletrotécnica',
  completed: true,
  institution: 'SENAI',
  startDate: '2012-02',
  endDate: '2014-12',
};
