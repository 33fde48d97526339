// The caller's team and role checks live in core, so billing (which sells the seats) reads a team the same way.
export * from '../core/team-context';
