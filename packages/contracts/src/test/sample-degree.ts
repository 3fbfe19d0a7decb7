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
