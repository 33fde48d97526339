import * as z from '../zod';
import { MARKS_IDS_MAX } from './marks-constants';
import { physicianIdParams } from './physician-summary';

export { MARKS_IDS_MAX } from './marks-constants';

const physicianId = physicianIdParams.shape.id;

const idsText = z.string().max(MARKS_IDS_MAX * 65);

/** GET /api/me/marks?ids=a&ids=b (or ids=a,b: an id holds no comma); each id once. */
export const marksQuery = z.object({
  ids: z
    .union([idsText, z.array(idsText).max(MARKS_IDS_MAX * 2)])
    .transform((v) => [...new Set((Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(physicianId).min(1, 'Give at least one physician id').max(MARKS_IDS_MAX, `At most ${MARKS_IDS_MAX} physician ids per call`)),
});

export const candidateMark = z.object({
  physicianId: z.string(),
  /** The caller's lists holding the physician, by name. */
  lists: z.array(z.object({ id: z.string(), name: z.string() })),
  /** When the caller last exported the physician; null when never. */
  exportedAt: z.string().nullable(),
});
export type CandidateMark = z.infer<typeof candidateMark>;

/** Only the asked ids the caller has marks for; an id without any is left out. */
export const marksResult = z.object({ items: z.array(candidateMark) });
export type MarksResult = z.infer<typeof marksResult>;
