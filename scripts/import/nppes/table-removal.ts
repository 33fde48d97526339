import { dynamoContactReportStore } from '../../../functions/adapters/aws/dynamo-contact-report-store';
import { dynamoIntentStore } from '../../../functions/adapters/aws/dynamo-intent-store';
import { dynamoListStore } from '../../../functions/adapters/aws/dynamo-list-store';
import { dynamoTeamActivity } from '../../../functions/adapters/aws/dynamo-team-activity';
import { dynamoMarkStore } from '../../../functions/adapters/aws/dynamo-mark-store';
import { dynamoProfileChangeStore } from '../../../functions/adapters/aws/dynamo-profile-change-store';
import { deletePhysiciansEverywhere } from '../../../functions/removal/delete-everywhere';
import type { TableAccess } from '../../seed/table-env';

/**
 * Deactivated NPIs leave the directory the way a confirmed removal does
 * (lists, reports, marks, profile, identity), minus the mail and the
 * suppression: a reactivated NPI may come back. The table stream takes them
 * out of the search index; a local stack re-indexes when it starts.
 */
export const removeEverywhereIn =
  (t: TableAccess) =>
  (ids: readonly string[]): Promise<void> =>
    deletePhysiciansEverywhere(
      { lists: dynamoListStore(t.db, t.table), contactReports: dynamoContactReportStore(t.db, t.table), teamActivity: dynamoTeamActivity(t.db, t.table), marks: dynamoMarkStore(t.db, t.table), physicians: t.physicians, profileChanges: dynamoProfileChangeStore(t.db, t.table), intents: dynamoIntentStore(t.db, t.table) },
      ids,
    );
