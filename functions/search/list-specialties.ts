import * as z from '../core/zod';
import { specialtyCount } from '../core/schemas/physician';
import { http, ok } from '../http/endpoint';

export const listSpecialties = http(
  { response: z.array(specialtyCount), summary: 'Specialty counts, merged case-insensitively, largest first' },
  async (_input, d) => ok(await d.search.specialtyCounts()),
);
