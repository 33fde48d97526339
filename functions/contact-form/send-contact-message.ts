import { newId } from '../core/ids';
import { contactMessageInput, contactMessageReceipt, singleLine } from '../core/schemas/contact';
import { accepted, http } from '../http/endpoint';
import { clientKeyOf, limitPerHour } from '../http/client-rate-limit';

/**
 * Contact Us: kept in the table first, so a mail failure loses nothing, then
 * mailed to the support inbox with the sender as Reply-To.
 */
export const sendContactMessage = http(
  { status: 202, errors: ['RATE_LIMITED'], body: contactMessageInput, response: contactMessageReceipt, summary: 'Send a message to support (rate limited per client)' },
  async (input, d) => {
    await limitPerHour(d, 'contact', clientKeyOf(input), d.config.RATE_LIMIT_CONTACT_PER_HOUR, 'Too many messages from this connection. Please try again later.');
    const { name, email, subject, message } = input.body;
    const now = d.now();
    const record = { id: newId(now), name, email, subject, message, receivedAt: now.toISOString() };
    await d.contactMessages.put(record);
    await d.mailer.send({
      to: d.config.SUPPORT_EMAIL,
      replyTo: email,
      // The schema made it one line already; a header is the last place a line break may slip through.
      subject: `[Contact] ${singleLine(subject)}`,
      text: `From: ${name} <${email}>\nReceived: ${record.receivedAt}\nReference: ${record.id}\n\n${message}\n`,
    });
    return accepted({ id: record.id, receivedAt: record.receivedAt });
  },
);
