// route() is the one door of every contract call: what it sends is the contract's reply, checked, whether the
// handler built it just now or a cache kept it serialised (SerializedReply).
import { CONTRACTS } from '@forecourt/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkBuiltReplies,
  ReplyContractError,
  route,
  SerializedReply,
  serializeReply,
  serializeReplyWith,
} from './contract-route';

const AUSTIN = {
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  defaultSearchRadius: 50,
  latitude: 30.27,
  longitude: -97.74,
};

describe('route', () => {
  let app: FastifyInstance;
  let answer: (zip: string) => Promise<unknown>;
  beforeAll(async () => {
    app = Fastify();
    app.decorate('authenticate', async () => undefined);
    route(app, CONTRACTS.getZipLocation, async ({ params }) => answer(params.zip) as never);
    await app.ready();
  });
  afterAll(() => app.close());
  const get = () => app.inject({ method: 'GET', url: '/rest/location/zip/78701' });

  it("sends the handler's reply as the contract reads it: fields it does not declare are dropped", async () => {
    answer = async () => ({ ...AUSTIN, password_hash: 'secret' });
    const reply = await get();
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(AUSTIN);
  });

  it('fails loudly when a handler drifts from the contract', async () => {
    answer = async () => ({ city: 'Austin' });
    expect((await get()).statusCode).toBe(500);
  });

  it('sends a serialised reply as it is, as JSON, checked once when it was made', async () => {
    const serialized = serializeReply(CONTRACTS.getZipLocation, { ...AUSTIN, extra: 1 } as never);
    expect(serialized).toBeInstanceOf(SerializedReply);
    answer = async () => serialized;
    const reply = await get();
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.body).toBe(JSON.stringify(AUSTIN));
  });

  it('refuses to serialise a reply that does not match its contract', () => {
    expect(() => serializeReply(CONTRACTS.getZipLocation, { city: 'Austin' } as never)).toThrow(
      ReplyContractError,
    );
  });
});

describe('replies sent without the second check', () => {
  it('serialises a reply as built when told not to check it, and checks it by default', () => {
    const built = { ...AUSTIN, extra: 1 } as never;
    expect(serializeReply(CONTRACTS.getZipLocation, built, { check: false }).bytes.toString()).toBe(
      JSON.stringify({ ...AUSTIN, extra: 1 }),
    );
    expect(serializeReply(CONTRACTS.getZipLocation, built).bytes.toString()).toBe(JSON.stringify(AUSTIN));
    expect(() =>
      serializeReply(CONTRACTS.getZipLocation, { city: 'Austin' } as never, { check: true }),
    ).toThrow(ReplyContractError);
  });

  it('skips it under NODE_ENV=production only: tests and development check every reply', () => {
    expect(checkBuiltReplies({ NODE_ENV: 'production' })).toBe(false);
    expect(checkBuiltReplies({ NODE_ENV: 'test' })).toBe(true);
    expect(checkBuiltReplies({ NODE_ENV: 'development' })).toBe(true);
    expect(checkBuiltReplies({})).toBe(true);
    // The suite itself runs with the check on.
    expect(checkBuiltReplies()).toBe(true);
  });

  it('splices a field serialised elsewhere into the reply as it is, and checks the whole where replies are checked', () => {
    const { latitude, ...rest } = AUSTIN;
    const unchecked = serializeReplyWith(CONTRACTS.getZipLocation, rest, 'latitude', '30.27', {
      check: false,
    });
    // Spliced last, not parsed: the bytes are the reply's JSON with the text as the field's value.
    expect(unchecked.bytes.toString()).toBe(`${JSON.stringify(rest).slice(0, -1)},"latitude":30.27}`);
    expect(JSON.parse(unchecked.bytes.toString())).toEqual(AUSTIN);
    expect(
      serializeReplyWith(CONTRACTS.getZipLocation, {} as never, 'city', '"Austin"', {
        check: false,
      }).bytes.toString(),
    ).toBe('{"city":"Austin"}');
    expect(
      JSON.parse(serializeReplyWith(CONTRACTS.getZipLocation, rest, 'latitude', '30.27').bytes.toString()),
    ).toEqual(AUSTIN);
    // Checked, a fragment of the wrong type fails as any drift does.
    expect(() => serializeReplyWith(CONTRACTS.getZipLocation, rest, 'latitude', '"north"')).toThrow(
      ReplyContractError,
    );
  });
});
