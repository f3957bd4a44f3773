import nodemailer, { type Transporter } from 'nodemailer';

/** One e-mail as the sender hands it to a transport. */
export interface OutgoingEmail {
  from: string;
  to: string;
  cc?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/** Delivers e-mail. `name` is written to the outbox row's `delivery` column once it has gone. */
export interface EmailTransport {
  readonly name: string;
  send(message: OutgoingEmail): Promise<void>;
}

/**
 * The local mailbox: nothing leaves the machine. Rows are marked sent with delivery 'mailbox', and
 * `GET /alerts/mailbox` lists them.
 */
export const localMailbox: EmailTransport = Object.freeze({ name: 'mailbox', send: async () => {} });

/** Any nodemailer transporter: SMTP in production, the JSON or stream transport in tests. */
export function nodemailerTransport(transporter: Transporter, name = 'smtp'): EmailTransport {
  return {
    name,
    send: async (message) => {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        ...(message.cc ? { cc: message.cc } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
  };
}

/**
 * SMTP when a URL is given (`smtp://user:pass@host:587`, `smtps://user:pass@host:465`; nodemailer reads
 * options from the query too, e.g. `?pool=true`), otherwise the local mailbox.
 */
export function emailTransportFor(smtpUrl: string | undefined): EmailTransport {
  return smtpUrl ? nodemailerTransport(nodemailer.createTransport(smtpUrl), 'smtp') : localMailbox;
}
