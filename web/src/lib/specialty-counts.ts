import * as z from '@core/zod';
import { specialtyCount } from '@core/schemas/physician';

export const specialtyCounts = z.array(specialtyCount);
