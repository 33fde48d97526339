import { addPhysicians } from './add-physicians';
import { bulkMembers } from './bulk-members';
import { createList } from './create-list';
import { deleteList } from './delete-list';
import { getList } from './get-list';
import { listLists } from './list-lists';
import { removePhysician } from './remove-physician';
import { updateList } from './update-list';
import { updateMember } from './update-member';

export const endpoints = { listLists, createList, getList, updateList, deleteList, addPhysicians, removePhysician, updateMember, bulkMembers };
