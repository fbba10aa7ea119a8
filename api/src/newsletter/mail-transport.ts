// How mail leaves the API. With SMTP_URL, nodemailer hands each message to that server;
// without it (the embedded default of `npm start`) each message is written as an .eml file under
// DATA_DIR/mail, so the whole flow works on a bare machine and the admin panel says so. A message
// is reported as sent only when the server accepted it (or the file is on disk).
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { redactUrl } from '../common/redact';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export type OutgoingMail = Omit<Mail.Options, 'from'>;

/** Why a message could not be handed over, and whether trying again later may help. */
export class MailHandOverError extends Error {
  override name = 'MailHandOverError';
  constructor(
    message: string,
    readonly temporary: boolean,
  ) {
    super(message);
  }
}

/** SMTP 5xx is the server's final word; 4xx, timeouts and refused connections may pass later. */
export function classifySendError(error: unknown): MailHandOverError {
  const failure = error as { responseCode?: number; message?: string; response?: string };
  const text = (failure.response || failure.message || String(error)).slice(0, 400);
  const permanent = typeof failure.responseCode === 'number' && failure.responseCode >= 500;
  return new MailHandOverError(text, !permanent);
}

@Injectable()
export class MailTransport implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private transporter: Transporter | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get configured(): boolean {
    return this.config.mail.smtpUrl !== null;
  }

  get from(): string {
    return this.config.mail.from;
  }

  onModuleInit(): void {
    if (this.config.mail.smtpUrl) {
      this.transporter = createTransport(this.config.mail.smtpUrl);
      this.logger.log(`E-mail goes through ${redactUrl(this.config.mail.smtpUrl)} from ${this.from}`);
    } else {
      this.logger.warn(`E-mail is not configured (SMTP_URL unset): messages are saved as .eml files in ${this.config.mail.dir}, not sent`);
    }
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }

  /** Hands one message over; throws MailHandOverError when it was not accepted. */
  async send(mail: OutgoingMail): Promise<void> {
    const message = { ...mail, from: this.from };
    if (this.transporter) {
      try {
        await this.transporter.sendMail(message);
      } catch (error) {
        throw classifySendError(error);
      }
      return;
    }
    const raw = await createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(message);
    await mkdir(this.config.mail.dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(join(this.config.mail.dir, name), raw.message as Buffer);
  }
}
