import * as z from '../zod';

/** Spec public §5 minimums; the maximums keep one message a reasonable mail. */
export const CONTACT_LIMITS = { nameMin: 2, subjectMin: 5, messageMin: 10, nameMax: 100, subjectMax: 200, messageMax: 5000 } as const;

export const emailAddress = (message: string) => z.string().trim().max(254, message).pipe(z.email(message));

/**
 * One line of text: control characters (CR, LF, tab, NUL, DEL, C1), line and
 * paragraph separators and whitespace runs become one space, ends trimmed.
 * A name or subject goes into mail headers and lines of the mail body, where
 * a line break could add a header (Bcc:) or forge a line (From:).
 */
export const singleLine = (value: string): string => value.replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ').trim();

/** POST /api/contact-messages: the Contact Us form (spec public §3, §5). Length limits count the cleaned text. */
export const contactMessageInput = z.object({
  name: z.string().overwrite(singleLine).min(CONTACT_LIMITS.nameMin, 'Name must be at least 2 characters.').max(CONTACT_LIMITS.nameMax, 'Name must be at most 100 characters.'),
  email: emailAddress('Please enter a valid email address.'),
  subject: z.string().overwrite(singleLine).min(CONTACT_LIMITS.subjectMin, 'Subject must be at least 5 characters.').max(CONTACT_LIMITS.subjectMax, 'Subject must be at most 200 characters.'),
  // Newlines are the message's paragraphs: kept; the body is plain text, below the headers.
  message: z.string().trim().min(CONTACT_LIMITS.messageMin, 'Message must be at least 10 characters.').max(CONTACT_LIMITS.messageMax, 'Message must be at most 5000 characters.'),
});
export type ContactMessageInput = z.infer<typeof contactMessageInput>;

/** 202: stored and handed to the mail service for the support inbox. */
export const contactMessageReceipt = z.object({ id: z.string(), receivedAt: z.string() });
export type ContactMessageReceipt = z.infer<typeof contactMessageReceipt>;
