/**
 * Outgoing e-mail through nodemailer, when SMTP_URL is set. A message is handed to the job
 * engine (queue `mail`) and sent by whichever instance takes it: a mail server that is down
 * or refuses never fails the request that caused the mail, and the job is retried with a
 * growing delay. Without the job engine (API tests) the message is sent at once, and a failure
 * is only logged. Without SMTP_URL nothing is sent and nothing fails.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.ts';

/** One e-mail, rendered: plain text and simple HTML, in French. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** SMTP_URL and MAIL_FROM, and how long the first retry waits. */
export interface MailSettings extends MailConfig {
  /** Seconds before the first retry of a refused e-mail, doubled at each (default 60; tests 1). */
  retryDelaySeconds?: number | undefined;
}

export interface MailOptions {
  config?: MailSettings | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** SMTP_URL is set. */
      enabled: boolean;
      /** Queues the message (after the commit of what caused it); never throws. */
      send: (message: MailMessage) => Promise<void>;
    };
  }
}

export const MAIL_QUEUE = 'mail';

export const mailPlugin = fp<MailOptions>(async (app: FastifyInstance, opts) => {
  const config = opts.config;
  const transport = config ? nodemailer.createTransport(config.smtpUrl) : undefined;

  const deliver = async (message: MailMessage) => {
    if (!transport || !config) return;
    const { to, subject, text, html } = message;
    await transport.sendMail({ from: config.from, to, subject, text, html });
  };

  if (transport) {
    // Five attempts over about half an hour (1, 2, 4, 8 minutes apart), then it is given up.
    app.jobs.handle(MAIL_QUEUE, async (data) => deliver(data as unknown as MailMessage), {
      retryLimit: 4,
      retryDelay: config?.retryDelaySeconds ?? 60,
    });
  }

  app.decorate('mail', {
    enabled: !!transport,
    send: async (message: MailMessage) => {
      if (!transport) return;
      try {
        if (app.jobs.enabled) {
          const key = `${message.to}:${Date.now()}:${Math.random()}`;
          await app.jobs.send([{ queue: MAIL_QUEUE, key, data: { ...message } }]);
        } else {
          await deliver(message);
        }
      } catch (err) {
        app.log.error({ err, to: message.to }, 'e-mail not sent');
      }
    },
  });

  app.addHook('onClose', async () => {
    transport?.close();
  });
});
