import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { Config } from '../../core/config';
import type { Mailer } from '../../core/ports';

/** SES v2; locally SES_ENDPOINT points at the emulator, whose inbox page shows every mail. */
export const sesMailer = (c: Config, client = new SESv2Client({ region: c.AWS_REGION, ...(c.SES_ENDPOINT ? { endpoint: c.SES_ENDPOINT } : {}) })): Mailer => ({
  async send(mail) {
    await client.send(
      new SendEmailCommand({
        FromEmailAddress: c.MAIL_FROM,
        Destination: { ToAddresses: [mail.to] },
        ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
        ...(c.SES_CONFIGURATION_SET ? { ConfigurationSetName: c.SES_CONFIGURATION_SET } : {}),
        Content: { Simple: { Subject: { Data: mail.subject, Charset: 'UTF-8' }, Body: { Text: { Data: mail.text, Charset: 'UTF-8' } } } },
      }),
    );
  },
});
