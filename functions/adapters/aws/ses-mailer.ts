import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { Config } from '../../core/config';
import type { Mailer } from '../../core/public-form-ports';
import { loadSdk } from './sdk/load';

// Loaded on first use: three public forms send mail, and loading SES costs every other function's cold start.
const sesSdk = async () => loadSdk('@aws-sdk/client-sesv2') as typeof import('@aws-sdk/client-sesv2');

/** SES v2; locally SES_ENDPOINT points at the emulator, whose inbox page shows every mail. */
export const sesMailer = (c: Config): Mailer => {
  let client: Promise<SESv2Client> | undefined;
  const clientOf = () => (client ??= sesSdk().then(({ SESv2Client }) => new SESv2Client({ region: c.AWS_REGION, ...(c.SES_ENDPOINT ? { endpoint: c.SES_ENDPOINT } : {}) })));
  return {
    async send(mail) {
      const [{ SendEmailCommand }, ses] = await Promise.all([sesSdk(), clientOf()]);
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: c.MAIL_FROM,
          Destination: { ToAddresses: [mail.to] },
          ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
          ...(c.SES_CONFIGURATION_SET ? { ConfigurationSetName: c.SES_CONFIGURATION_SET } : {}),
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: 'UTF-8' },
              Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}) },
              ...(mail.headers ? { Headers: Object.entries(mail.headers).map(([Name, Value]) => ({ Name, Value })) } : {}),
            },
          },
        }),
      );
    },
  };
};
