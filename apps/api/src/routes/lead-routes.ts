import { CONTRACTS } from '@forecourt/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../http/api-failure';
import { route } from '../http/contract-route';
import { findEmailableSeller } from '../leads/listing-seller';
import { OWNER_EMAIL_LIMITS } from '../leads/share-limits';
import { DEFAULT_SITE_ORIGIN, shareLinkOrigin } from '../leads/share-link-origin';
import { emailFriendMessage, emailOwnerMessage, shareTextMessage } from '../leads/share-messages';
import { oneLine } from '../leads/share-text-cleaning';
import { findSharedListing, OWNER_LISTING_GONE_MESSAGE } from '../leads/shared-listing';
import { RateLimited, shareSenderKeys, withErrorMessage, writeShare } from '../leads/write-share';
import type { ServerDeps } from '../server-deps';

/** The listing id at the end of a share-text requestId ("prefix plus listing id", spec 001 s7). */
const TRAILING_LISTING_ID = /(\d{5,})$/;

/**
 * A consumerId that is not the caller's: another shopper's, to a signed-in caller, is "not found" as every call
 * naming another's object answers; without a token there is nobody to compare it with, so the field is refused.
 */
function foreignSender(consumer: unknown): ApiFailure {
  const [code, message] = consumer
    ? (['NOT_FOUND', 'Consumer not found'] as const)
    : (['BAD_REQUEST', 'body.consumerId: sign in as this consumer to share as them'] as const);
  const field = code === 'BAD_REQUEST' ? { field: 'body.consumerId' } : {};
  return new ApiFailure(code, message, withErrorMessage({ error: { code, message, ...field } }, message));
}

/**
 * Routes of e-mail a friend and share by text (spec 001 s7), and of the listing page's e-mail modal (e-mail the
 * seller, spec 001 s2 and s6): each writes one message to the outbox (a sender delivers it), rate limited per sender
 * and per recipient; failures carry the spec's errorMessage.
 */
export function registerLeadRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps.database;

  /** A 429 also says when to come back. */
  const send = async (
    reply: { header(name: string, value: string): unknown },
    write: () => Promise<unknown>,
  ) => {
    try {
      await write();
    } catch (error) {
      if (error instanceof RateLimited) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
    return { success: true };
  };

  route(app, CONTRACTS.emailFriend, async ({ body, request, reply, consumer }) => {
    const listing = await findSharedListing(db, body.listingId);
    const link = `${shareLinkOrigin(body.originPageUrl)}${listing.path}`;
    const sender = body.fromEmailAddress.toLowerCase();
    const message = emailFriendMessage({
      listing,
      link,
      senderName: body.name,
      fromEmailAddress: body.fromEmailAddress,
    });
    return send(reply, () =>
      writeShare(
        db,
        {
          kind: 'email',
          sender,
          senderKeys: shareSenderKeys(request.ip, consumer?.consumerId),
          recipient: body.toEmailAddress.toLowerCase(),
          subject: message.subject,
          body: message.text,
          payload: {
            leadType: body.leadType,
            listingId: listing.id,
            ownerId: listing.ownerId,
            link,
            html: message.html,
            ...(body.ccFlag ? { cc: sender } : {}),
            originPage: body.originPage ?? null,
            originPageUrl: body.originPageUrl,
            partnerName: body.partnerName ?? null,
            lnxCode: body.lnxCode ?? null,
            searchZip: body.searchZip ?? null,
            cookieId: body.cookieId ?? null,
            myAtcUserLoggedIn: body.myAtcUserLoggedIn,
            clientRequestId: body.clientRequestId,
            ipAddress: request.ip,
          },
          dedupeKey: `email-friend:${sender}:${body.clientRequestId}`,
        },
        deps.clock.now(),
      ),
    );
  });

  route(app, CONTRACTS.shareText, async ({ body, request, reply, consumer }) => {
    // The sender is the rate limit's key: a consumerId is the signed-in caller's own, or nobody could be stopped
    // from spending another shopper's limit (or from escaping their own with made-up ids).
    if (body.consumerId !== undefined && body.consumerId !== consumer?.consumerId)
      throw foreignSender(consumer);
    // The contract made sure requestId ends with five or more digits.
    const listingId = TRAILING_LISTING_ID.exec(body.requestId)?.[1] ?? body.requestId;
    const listing = await findSharedListing(db, listingId);
    const link = `${DEFAULT_SITE_ORIGIN}${listing.path}`;
    return send(reply, () =>
      writeShare(
        db,
        {
          kind: 'sms',
          sender: consumer ? consumer.consumerId : `ip:${request.ip}`,
          senderKeys: shareSenderKeys(request.ip, consumer?.consumerId),
          recipient: body.dataMap.mobile_number,
          subject: null,
          body: shareTextMessage(listing, link, body.dataMap.sms_message),
          payload: {
            listingId: listing.id,
            ownerId: listing.ownerId,
            link,
            requestId: body.requestId,
            alertConfigId: body.alertConfigId,
            consumerId: consumer?.consumerId ?? null,
            ipAddress: request.ip,
          },
          dedupeKey: null,
        },
        deps.clock.now(),
      ),
    );
  });

  route(app, CONTRACTS.emailOwner, async ({ body, request, reply, consumer }) => {
    const listing = await findSharedListing(db, body.listingId, OWNER_LISTING_GONE_MESSAGE);
    const seller = await findEmailableSeller(db, listing);
    const link = `${shareLinkOrigin(body.originPageUrl)}${listing.path}`;
    // The outbox sender is the shopper's address: the mail goes out with it as Reply-To, so the seller's answer
    // reaches the shopper and not our sending address. The limits count the client address and account instead.
    const sender = body.emailAddress.toLowerCase();
    const message = emailOwnerMessage({
      listing,
      link,
      name: body.name,
      emailAddress: body.emailAddress,
      phone: body.phone,
      message: body.message,
    });
    return send(reply, () =>
      writeShare(
        db,
        {
          kind: 'email',
          sender,
          senderKeys: shareSenderKeys(request.ip, consumer?.consumerId),
          recipient: seller.email,
          subject: message.subject,
          body: message.text,
          payload: {
            leadType: body.leadType,
            listingId: listing.id,
            ownerId: listing.ownerId,
            link,
            html: message.html,
            replyTo: sender,
            name: oneLine(body.name),
            phone: body.phone ?? null,
            originPage: body.originPage === undefined ? null : oneLine(body.originPage),
            originPageUrl: oneLine(body.originPageUrl),
            myAtcUserLoggedIn: body.myAtcUserLoggedIn,
            consumerId: consumer?.consumerId ?? null,
            clientRequestId: body.clientRequestId,
            ipAddress: request.ip,
          },
          dedupeKey: `email-owner:${sender}:${body.clientRequestId}`,
        },
        deps.clock.now(),
        OWNER_EMAIL_LIMITS,
      ),
    );
  });
}
