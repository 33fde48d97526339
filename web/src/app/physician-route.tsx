import { Suspense, useState } from 'react';
import { AddToListButton } from '../features/lists/components/add-to-list-button';
import { PhysicianPage } from '../features/physicians/pages/physician-page';
import { LazyExportDialog } from './lazy-export-dialog';

/**
 * A physician's profile with the exports feature plugged in: the admin's
 * Export Full Profile opens the one export dialog (issue 22), so the profile
 * leaves in any format, with the columns chosen and the allowance shown;
 * and the lists feature's Add to List (issue 24 item 4), the search's dialog.
 */
export function PhysicianRoute() {
  const [exportId, setExportId] = useState<string | null>(null);
  return (
    <>
      <PhysicianPage onExportProfile={setExportId} listAction={(p) => <AddToListButton physicianId={p.id} name={p.fullName} />} />
      {exportId && (
        <Suspense fallback={null}>
          <LazyExportDialog
            open
            target={{ physicianIds: [exportId] }}
            count={1}
            title="Export Full Profile"
            successMessage="The physician profile has been exported successfully"
            onClose={() => setExportId(null)}
          />
        </Suspense>
      )}
    </>
  );
}
