import { createRequire } from 'node:module';
import type { CodeDeliveryDetailsType, ResendConfirmationCodeRequest, ResendConfirmationCodeResponse } from '@aws-sdk/client-cognito-identity-provider';

/**
 * `ResendConfirmationCode`, which cognito-local 5.3 lacks, written the way its own
 * SignUp and ForgotPassword targets are: a new code replaces the stored one (so the
 * old code stops working, as in Cognito) and goes out through the same message
 * delivery, i.e. the local SES inbox.
 */
const require = createRequire(import.meta.url);
/* eslint-disable @typescript-eslint/no-require-imports */
const errors = require('cognito-local/lib/errors') as {
  InvalidParameterError: new (message?: string) => Error;
};

interface Attribute {
  Name: string;
  Value?: string;
}
interface LocalUser {
  Username: string;
  UserStatus?: string;
  Attributes: Attribute[];
  ConfirmationCode?: string;
}
interface Ctx {
  logger: unknown;
}
interface UserPool {
  options: { Id: string };
  getUserByUsername(ctx: Ctx, username: string): Promise<LocalUser | null>;
  saveUser(ctx: Ctx, user: LocalUser & { UserLastModifiedDate: Date }): Promise<void>;
}
export interface ResendServices {
  clock: { get(): Date };
  cognito: { getUserPoolForClientId(ctx: Ctx, clientId: string): Promise<UserPool> };
  messages: {
    deliver(ctx: Ctx, source: string, clientId: string, userPoolId: string, user: LocalUser, code: string, clientMetadata: Record<string, string> | undefined, details: CodeDeliveryDetailsType): Promise<void>;
  };
  otp: () => string;
}

/** Cognito shows where the code went only masked (`r***@e***`), to anyone who asks. */
const masked = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
};

const delivery = (email: string): CodeDeliveryDetailsType => ({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: masked(email) });

export const ResendConfirmationCode =
  ({ clock, cognito, messages, otp }: ResendServices) =>
  async (ctx: Ctx, req: ResendConfirmationCodeRequest): Promise<ResendConfirmationCodeResponse> => {
    const username = req.Username ?? '';
    const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId ?? '');
    const user = await userPool.getUserByUsername(ctx, username);
    // The CDK pool sets preventUserExistenceErrors: an unknown address gets the same answer and no mail.
    if (!user) return { CodeDeliveryDetails: delivery(username) };
    if (user.UserStatus === 'CONFIRMED') throw new errors.InvalidParameterError('User is already confirmed.');
    const email = user.Attributes.find((a) => a.Name === 'email')?.Value;
    if (!email) throw new errors.InvalidParameterError('User has no attribute matching desired auto verified attributes');
    // A resend that mailed the same code again would look like it did nothing; otp() is random, so retry a few times.
    let code = otp();
    for (let tries = 0; code === user.ConfirmationCode && tries < 5; tries += 1) code = otp();
    const details: CodeDeliveryDetailsType = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
    await messages.deliver(ctx, 'ResendCode', req.ClientId ?? '', userPool.options.Id, user, code, req.ClientMetadata, details);
    await userPool.saveUser(ctx, { ...user, ConfirmationCode: code, UserLastModifiedDate: clock.get() });
    return { CodeDeliveryDetails: delivery(email) };
  };
