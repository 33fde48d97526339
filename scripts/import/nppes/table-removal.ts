import { dynamoContactReportStore } from '../../../functions/adapters/aws/dynamo-contact-report-store';
import { dynamoIntentStore } from '../../../functions/adapters/aws/dynamo-intent-store';
import { dynamoListStore } from '../../../functions/adapters/aws/dynamo-list-store';
import { dynamoTeamActivity } from '../../../functions/adapters/aws/dynamo-team-activity';
import { dynamoMarkStore } from '../../../functions/adapters/aws/dynamo-mark-store';
import { dynamoProfileChangeStore } from '../../../functions/adapters/aws/dynamo-profile-change-store';
import { deletePhysiciansEverywhere } from '../../../functions/removal/delete-everywhere';
import type { TableAccess } from '../../seed/table-env';
import { s3CvStore } from '../../../functions/adapters/aws/s3-cv-store';
import { dynamoSubmissionStore } from '../../../functions/adapters/aws/dynamo-submission-store';

/** The CV bucket, when the environment names it (CV_BUCKET; S3_ENDPOINT locally): deactivated NPIs' CV files go too. */
const cvOf = (t: TableAccess, env: Record<string, string | undefined>) =>
  env.CV_BUCKET ? { cvFiles: s3CvStore({ AWS_REGION: env.AWS_REGION ?? 'us-east-1', S3_ENDPOINT: env.S3_ENDPOINT, STAGE: env.STAGE ?? 'local' } as Parameters<typeof s3CvStore>[0], env.CV_BUCKET), submissions: dynamoSubmissionStore(t.db, t.table) } : {};

/**
 * Deactivated NPIs leave the directory the way a confirmed removal does
 * (lists, reports, marks, CV files when CV_BUCKET is set, profile, identity), minus the mail and the
 * suppression: a reactivated NPI may come back. The table stream takes them
 * out of the search index; a local stack re-indexes when it starts.
 */
export const removeEverywhereIn =
  (t: TableAccess, env: Record<string, string | undefined> = process.env) =>
  (ids: readonly string[]): Promise<void> =>
    deletePhysiciansEverywhere(
      { lists: dynamoListStore(t.db, t.table), contactReports: dynamoContactReportStore(t.db, t.table), teamActivity: dynamoTeamActivity(t.db, t.table), marks: dynamoMarkStore(t.db, t.table), physicians: t.physicians, profileChanges: dynamoProfileChangeStore(t.db, t.table), intents: dynamoIntentStore(t.db, t.table), ...cvOf(t, env) },
      ids,
    );
