import { getPhysician } from './get-physician';
import { getCvLink } from './cv-link';
import { reportContact } from './report-contact';
import { revealContact } from './reveal-contact';

export const endpoints = { getPhysician, revealContact, reportContact, getCvLink };
