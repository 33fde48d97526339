// Shared lists are reached the same way by exports (a list's rows), so the rule lives in core.
export * from '../core/shared-list-access';
