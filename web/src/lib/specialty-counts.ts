import * as z from '@core/zod';
import { specialtyCount } from '@core/schemas/physician-search-result';

export const specialtyCounts = z.array(specialtyCount);
