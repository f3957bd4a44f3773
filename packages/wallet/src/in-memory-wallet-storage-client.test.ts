import { describe, expect, it } from 'vitest';
import { createInMemoryWalletStorageClient } from './index';

describe('in-memory wallet storage service', () => {
  it('answers getData with paymentInfo, statusCode and id (spec 002 s7)', async () => {
    const client = createInMemoryWalletStorageClient({
      records: { w1: { createdDate: 1 } },
      consumers: { c1: 'w1' },
    });
    await expect(client.getData({ walletId: 'w1' })).resolves.toEqual({
      statusCode: 200,
      paymentInfo: { createdDate: 1, walletId: 'w1' },
      id: 'w1',
    });
    await expect(client.getData({ consumerid: 'c1' })).resolves.toMatchObject({ statusCode: 200, id: 'w1' });
    await expect(client.getData({ walletId: 'nope' })).resolves.toEqual({
      statusCode: 404,
      paymentInfo: null,
      id: null,
    });
  });

  it('updateData answers with a success flag and needs an existing record', async () => {
    const client = createInMemoryWalletStorageClient();
    const request = { walletId: 'w1', paymentInfo: { createdDate: 1 }, isLoggedIn: false };
    await expect(client.updateData(request)).resolves.toEqual({ success: false });
    await expect(client.setData(request)).resolves.toEqual({ success: true });
    await expect(client.updateData({ ...request, isLoggedIn: true, consumerid: 'c1' })).resolves.toEqual({
      success: true,
    });
    await expect(client.getData({ consumerid: 'c1' })).resolves.toMatchObject({ id: 'w1' });
  });

  it('refuses a copy changed before the stored one, as the service does (409 WALLET_CONFLICT), and keeps the stored one', async () => {
    const client = createInMemoryWalletStorageClient({
      records: { w1: { createdDate: 1, lastUpdated: 20, creditType: 'c' } },
    });
    const write = (lastUpdated: number | string | undefined, creditType: string) => ({
      walletId: 'w1',
      paymentInfo: { createdDate: 1, lastUpdated, creditType } as never,
      isLoggedIn: false,
    });
    await expect(client.updateData(write(19, 'a'))).resolves.toEqual({ success: false });
    await expect(client.setData(write(19, 'a'))).resolves.toEqual({ success: false });
    expect(client.record('w1')?.creditType).toBe('c');
    // The same time is the same save sent again; a copy without a date cannot be compared.
    await expect(client.updateData(write(20, 'd'))).resolves.toEqual({ success: true });
    await expect(client.updateData(write(undefined, 'e'))).resolves.toEqual({ success: true });
    client.putRecord('w1', { lastUpdated: '1970-01-01T00:00:00.030Z' });
    await expect(client.updateData(write(29, 'f'))).resolves.toEqual({ success: false });
    await expect(client.updateData(write(31, 'f'))).resolves.toEqual({ success: true });
  });

  it('syncId returns ids in turn; postId links a consumer', async () => {
    const client = createInMemoryWalletStorageClient();
    await expect(client.syncId()).resolves.toEqual({ id: 'wallet-1' });
    await expect(client.syncId()).resolves.toEqual({ id: 'wallet-2' });
    client.putRecord('wallet-2', { lastUpdated: 5 });
    await expect(client.postId({ walletId: 'wallet-2', consumerid: 'c9' })).resolves.toEqual({
      success: true,
    });
    await expect(client.getData({ consumerid: 'c9' })).resolves.toMatchObject({
      statusCode: 200,
      id: 'wallet-2',
    });
  });

  it('fails on demand, and does not share objects with callers', async () => {
    const client = createInMemoryWalletStorageClient({ records: { w1: { createdDate: 1 } } });
    client.failOn('getData', 'throw');
    await expect(client.getData({ walletId: 'w1' })).rejects.toThrow();
    client.clearFailures();
    const reply = await client.getData({ walletId: 'w1' });
    (reply.paymentInfo as Record<string, unknown>).createdDate = 99;
    expect(client.record('w1')?.createdDate).toBe(1);
    expect(client.calls.map((call) => call.operation)).toEqual(['getData', 'getData']);
  });
});
