// A real SMTP server on loopback for the newsletter tests: every message it accepts is
// parsed with mailparser and kept, so a test reads what a subscriber's mailbox would show.
import { type ParsedMail, simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  mails: ParsedMail[];
  /** Messages addressed to `to`. */
  to: (address: string) => ParsedMail[];
  /** Waits until `count` messages (in all) have arrived. */
  waitFor: (count: number, timeoutMs?: number) => Promise<void>;
  /** Answer the next RCPT/DATA with this SMTP error (e.g. 451 or 550) for `times` messages. */
  failNext: (code: number, times?: number) => void;
  /** Milliseconds each DATA takes before it is accepted. */
  delayMs: number;
  /**
   * Leaves the `phase` command (MAIL FROM, RCPT TO or the end of DATA) of the message that arrives
   * after `accepted` messages unanswered forever; resolves once it is held. The held message is
   * never accepted, so a client killed now was provably cut off mid hand-over. Resolves with the
   * held message when DATA is held.
   */
  holdAfter: (accepted: number, phase: HoldPhase) => Promise<ParsedMail | null>;
  close: () => Promise<void>;
}

export type HoldPhase = 'mail' | 'rcpt' | 'data';

export const recipient = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address ?? '';

/** Listens on `host` (loopback; the compose test passes the Docker bridge's address so containers reach it). */
export async function startSmtp(listenPort = 0, host = '127.0.0.1'): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  let failures: { code: number; left: number } | null = null;
  const state = { delayMs: 0 };
  let hold: { accepted: number; phase: HoldPhase; held: (mail: ParsedMail | null) => void } | null = null;
  /** True (and the command is left unanswered) when this is the command to hold. */
  const holding = (phase: HoldPhase, mail: ParsedMail | null = null) => {
    if (!hold || hold.phase !== phase || mails.length !== hold.accepted) return false;
    hold.held(mail);
    hold = null;
    return true;
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!holding('mail')) callback();
    },
    onRcptTo(_address, _session, callback) {
      if (!holding('rcpt')) callback();
    },
    onData(stream, _session, callback) {
      void simpleParser(stream).then(
        async (mail) => {
          if (holding('data', mail)) return;
          if (state.delayMs) await new Promise((done) => setTimeout(done, state.delayMs));
          if (failures && failures.left > 0) {
            failures.left -= 1;
            callback(Object.assign(new Error(failures.code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: failures.code }));
            return;
          }
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A client killed mid-conversation resets its connection: that is the point of the crash test.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((done) => server.listen(listenPort, host, done));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${host}:${port}`,
    mails,
    to: (address) => mails.filter((mail) => recipient(mail) === address),
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} mails, got ${mails.length}`);
        await new Promise((done) => setTimeout(done, 25));
      }
    },
    holdAfter(accepted, phase) {
      return new Promise<ParsedMail | null>((held) => {
        hold = { accepted, phase, held };
      });
    },
    failNext(code, times = 1) {
      failures = { code, left: times };
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The first link in a mail's text part that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const match = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s>]+`).exec(mail.text ?? '');
  if (!match) throw new Error(`No link starting with ${prefix} in:\n${mail.text}`);
  return match[0];
}

/** A header as the mail carried it (mailparser turns List-* headers into objects). */
export function rawHeader(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line ?? '';
  return line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim();
}
