interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

const inbox = () => `http://127.0.0.1:${process.env.E2E_SES_PORT}`;

/** Waits for the newest mail to `to` in the local SES inbox, as a person would check theirs. */
export const latestMailTo = async (to: string, timeoutMs = 15_000): Promise<StoredEmail> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${inbox()}/store`);
    const { emails } = (await res.json()) as { emails: StoredEmail[] };
    const mine = emails.filter((e) => e.destination.to.some((t) => t.toLowerCase().includes(to.toLowerCase())));
    const last = mine.at(-1);
    if (last) return last;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
};

export const codeIn = (mail: StoredEmail): string => {
  const code = /\b(\d{6})\b/.exec(mail.body.text ?? mail.body.html ?? '')?.[1];
  if (!code) throw new Error(`No 6-digit code in: ${mail.body.text}`);
  return code;
};
