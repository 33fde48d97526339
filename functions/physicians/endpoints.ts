import { getPhysician } from './get-physician';
import { revealContact } from './reveal-contact';

export const endpoints = { getPhysician, revealContact };
