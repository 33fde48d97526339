import { confirmRemoval } from './confirm-removal';
import { requestRemoval } from './request-removal';

export const endpoints = { requestRemoval, confirmRemoval };
