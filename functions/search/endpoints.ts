import { listSpecialties } from './list-specialties';
import { searchPhysicians } from './search-physicians';

export const endpoints = { searchPhysicians, listSpecialties };
