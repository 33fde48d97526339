import { stack } from './stack';

export interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  replyTo?: string[];
  body: { text?: string; html?: string };
  at: number;
}

const mailsTo = async (to: string): Promise<StoredEmail[]> => {
  const res = await fetch(`${stack().inboxUrl}/store`);
  const { emails } = (await res.json()) as { emails: StoredEmail[] };
  return emails.filter((e) => e.destination.to.some((t) => t.toLowerCase().includes(to.toLowerCase())));
};

/** Every mail to `to` once at least `count` have arrived in the SES emulator's inbox. */
export const waitForMails = async (to: string, count = 1, timeoutMs = 10_000): Promise<StoredEmail[]> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = await mailsTo(to);
    if (mine.length >= count) return mine;
    if (Date.now() > deadline) throw new Error(`Expected ${count} mail(s) to ${to}, found ${mine.length}`);
    await new Promise((r) => setTimeout(r, 150));
  }
};

export const mailCountTo = async (to: string): Promise<number> => (await mailsTo(to)).length;

/** The token of the newest removal link mailed to `to`. */
export const removalTokenMailedTo = async (to: string, nth = 1): Promise<string> => {
  const mails = await waitForMails(to, nth);
  const text = mails[nth - 1]?.body.text ?? '';
  const token = /confirm-removal\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`No removal link in: ${text}`);
  return decodeURIComponent(token);
};

/** The token of the `nth` submission confirmation link mailed to `to`. */
export const submissionTokenMailedTo = async (to: string, nth = 1): Promise<string> => {
  const mails = (await waitForMails(to, nth)).filter((m) => m.body.text?.includes('/confirm-submission?token='));
  const text = mails[nth - 1]?.body.text ?? '';
  const token = /confirm-submission\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`No submission confirmation link in: ${text}`);
  return decodeURIComponent(token);
};

/** The "Manage my profile" link tokens of the `nth` such mail to `to` (one per profile held under the address; none in a "nothing held" notice). */
export const profileTokensMailedTo = async (to: string, nth = 1): Promise<string[]> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await waitForMails(to, 1)).filter((m) => m.subject.startsWith('Manage your profile'));
    const text = mails[nth - 1]?.body.text;
    if (text !== undefined) return [...text.matchAll(/manage-profile\/confirm\?token=([A-Za-z0-9_%-]+)/g)].map((m) => decodeURIComponent(m[1] ?? ''));
    if (Date.now() > deadline) throw new Error(`Expected ${nth} profile mail(s) to ${to}, found ${mails.length}`);
    await new Promise((r) => setTimeout(r, 150));
  }
};

/** The token of the `nth` team invitation mailed to `to`. */
export const invitationTokenMailedTo = async (to: string, nth = 1): Promise<string> => {
  const mails = (await waitForMails(to, nth)).filter((m) => m.body.text?.includes('/team/join?token='));
  const text = mails[nth - 1]?.body.text ?? '';
  const token = /team\/join\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`No team invitation link in: ${text}`);
  return decodeURIComponent(token);
};
