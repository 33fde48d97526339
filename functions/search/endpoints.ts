import { listSpecialties } from './list-specialties';
import { searchPhysicians } from './search-physicians';
import { selectAllPhysicians } from './select-all-physicians';

export const endpoints = { searchPhysicians, selectAllPhysicians, listSpecialties };
