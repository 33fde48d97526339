/** Router state the resume form passes to /success, so the page knows which success it confirms. */
export const resumeSubmittedState = { submitted: 'resume' } as const;

export const isResumeSubmitted = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'submitted' in state && state.submitted === 'resume';
