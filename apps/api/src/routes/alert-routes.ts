import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BAD_LINK_TEXT,
  BAD_LINK_TITLE,
  MAILBOX_PATH,
  mailboxPage,
  messagePage,
  PAGE_HEADERS,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBED_TEXT,
  UNSUBSCRIBED_TITLE,
  unsubscribe,
} from '../alerts/index';
import type { ServerDeps } from '../server-deps';

/** Rows the mailbox page shows. */
export const MAILBOX_LIMIT = 200;
/** What the local transports write to `delivery`: the mailbox shows only messages that never left the machine. */
const LOCAL_DELIVERIES = ['mailbox', 'local-text'];

function isLoopback(address: string): boolean {
  const plain = address.replace(/^::ffff:/, '');
  return isIP(plain) === 4 ? plain.startsWith('127.') : plain === '::1';
}

function page(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).headers(PAGE_HEADERS).send(html);
}

/**
 * The alerts' pages (plain routes, not contracts: they answer HTML, not JSON). `GET /alerts/unsubscribe?token=`
 * is the link in every alert: it opts the shopper out at once and says so; `POST` is the same for mail
 * clients' RFC 8058 one-click button. The local mailbox is a development tool apart: {@link registerMailboxRoute}.
 */
export function registerAlertRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps.database;

  const handleUnsubscribe = async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = (request.query ?? {}) as { token?: unknown };
    if (typeof token !== 'string' || token === '')
      return page(reply, 400, messagePage(BAD_LINK_TITLE, BAD_LINK_TEXT));
    const outcome = await unsubscribe(db, token, deps.clock.now());
    return outcome === 'unsubscribed'
      ? page(reply, 200, messagePage(UNSUBSCRIBED_TITLE, UNSUBSCRIBED_TEXT))
      : page(reply, 404, messagePage(BAD_LINK_TITLE, BAD_LINK_TEXT));
  };

  app.get(UNSUBSCRIBE_PATH, handleUnsubscribe);
  // The one-click POST carries `List-Unsubscribe=One-Click` as a form body; the token is in the URL. The form
  // parser is scoped to this route so no other route starts accepting form bodies.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(UNSUBSCRIBE_PATH, handleUnsubscribe);
  });
}

/**
 * `GET /alerts/mailbox`: what the local transports kept (every e-mail and text, addresses, lead messages and
 * unsubscribe links that opt anyone out), a development tool. buildServer registers it only when asked
 * (`DEV_MAILBOX=1`); off, the path is the 404 of any unknown route. On, it still answers only a caller on this
 * machine that came straight to the API's port: a request carrying X-Forwarded-For came through a proxy (a brand
 * server forwards from loopback too), so it is a 404 as well.
 */
export function registerMailboxRoute(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps.database;
  app.get(MAILBOX_PATH, async (request, reply) => {
    const direct =
      request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
    if (!direct || !isLoopback(request.socket.remoteAddress ?? '')) {
      return reply.callNotFound();
    }
    const rows = await db
      .selectFrom('outbox')
      .select(['id', 'kind', 'recipient', 'subject', 'body', 'sent_at', 'created_at', 'delivery', 'payload'])
      .where('delivery', 'in', LOCAL_DELIVERIES)
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAILBOX_LIMIT)
      .execute();
    return page(reply, 200, mailboxPage(rows));
  });
}
