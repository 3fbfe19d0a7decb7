import type { Db } from '../../db/database';
import { resumeRepository } from './resume.repository';
import { resumeService } from './resume.service';

/** All resume data of a candidate as plain JSON, for the LGPD data export: `resumeExport(db)(userId)`. */
export const resumeExport = (db: Db) => {
  const service = resumeService(resumeRepository(db));
  return (userId: string) => service.export(userId);
};
