interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

const inbox = () => `http://127.0.0.1:${process.env.E2E_SES_PORT}`;

/** Every mail to `to`, oldest first, once at least `count` have arrived in the local SES inbox. */
export const mailsTo = async (to: string, count: number, timeoutMs = 15_000): Promise<StoredEmail[]> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${inbox()}/store`);
    const { emails } = (await res.json()) as { emails: StoredEmail[] };
    const mine = emails.filter((e) => e.destination.to.some((t) => t.toLowerCase().includes(to.toLowerCase())));
    if (mine.length >= count) return mine;
    if (Date.now() > deadline) throw new Error(`Expected ${count} mail(s) to ${to} within ${timeoutMs} ms, found ${mine.length}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

/** Waits for the newest mail to `to` in the local SES inbox, as a person would check theirs. */
export const latestMailTo = async (to: string, timeoutMs = 15_000): Promise<StoredEmail> => (await mailsTo(to, 1, timeoutMs)).at(-1) as StoredEmail;

export const codeIn = (mail: StoredEmail | undefined): string => {
  const code = /\b(\d{6})\b/.exec(mail?.body.text ?? mail?.body.html ?? '')?.[1];
  if (!code) throw new Error(`No 6-digit code in: ${mail?.body.text}`);
  return code;
};

/** The newest link to `page` (e.g. "/confirm-submission") mailed to `to`, as the person would click it. */
export const latestLinkMailedTo = async (to: string, page: string): Promise<string> => {
  const mail = await latestMailTo(to);
  const link = new RegExp(`https?://\\S+${page}\\?token=[A-Za-z0-9_%-]+`).exec(mail.body.text ?? '')?.[0];
  if (!link) throw new Error(`No ${page} link in: ${mail.body.text}`);
  return link;
};
