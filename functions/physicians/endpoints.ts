import { getPhysician } from './get-physician';
import { reportContact } from './report-contact';
import { revealContact } from './reveal-contact';

export const endpoints = { getPhysician, revealContact, reportContact };
