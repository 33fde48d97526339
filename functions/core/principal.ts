/** The verified caller, derived from a Cognito ID token. */
export interface Principal {
  readonly id: string;
  readonly email: string;
  readonly groups: readonly string[];
  /** Custom attributes that mark demo accounts (spec core §6). */
  readonly role?: string;
  readonly demoAccount?: boolean;
}
