import { ListPlus } from 'lucide-react';
import { useState } from 'react';
import { type Access, useAccess } from '../../../components/access/use-access';
import { demoRestrictionMessages } from '../../../components/demo/demo-tooltip';
import { AddToListDialog } from './add-to-list-dialog';
import { ReasonButton } from './reason-button';

/** Why this viewer may not add to lists, said before the click: the rule POST /api/lists/{id}/physicians enforces (basic plan or admin; never demo). */
const lockedReason = (access: Access): string | null => {
  if (!access.ready) return null;
  if (!access.signedIn) return 'Log in and subscribe to add physicians to lists';
  if (access.isDemo || access.capabilities?.canCreateLists === false) return demoRestrictionMessages.default;
  return access.passes('basic') ? null : 'Subscribe to a paid plan to add physicians to lists';
};

/** 'Add to List' for one physician (the profile page), through the same dialog as the search's selection. */
export function AddToListButton({ physicianId, name }: { physicianId: string; name: string }) {
  const access = useAccess();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ReasonButton variant="secondary" reason={lockedReason(access)} aria-haspopup="dialog" aria-label={`Add to List: ${name}`} onClick={() => setOpen(true)}>
        <ListPlus aria-hidden="true" className="size-4" />
        Add to List
      </ReasonButton>
      <AddToListDialog open={open} physicianIds={[physicianId]} onClose={() => setOpen(false)} />
    </>
  );
}
