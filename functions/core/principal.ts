/** The verified caller, derived from a Cognito ID token. */
export interface Principal {
  readonly id: string;
  /**
   * Cognito's username (`cognito:username`), what the pool's admin APIs take: the email in
   * cognito-local, a generated id in AWS; never shown. Absent, the sub stands in (AWS accepts it).
   * Optional because the web builds principals from /api/me, which does not carry it.
   */
  readonly username?: string;
  readonly email: string;
  /** `cognito:groups`: the only source of admin and demo (never custom attributes, which a sign-up could set). */
  readonly groups: readonly string[];
}
