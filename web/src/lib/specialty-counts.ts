import * as z from '@core/zod';
import { specialtyCount } from '@core/schemas/physician-search';

export const specialtyCounts = z.array(specialtyCount);
