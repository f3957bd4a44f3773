import type { ContractCases } from './contract-case';
import { PAYMENT_INFO } from './test-fixtures';

const RECORD = { paymentInfo: PAYMENT_INFO, statusCode: 200, id: 'w-1' };

/** Spec 002 s7: the wallet storage service, "alternative shape". */
export const WALLET_CASES: ContractCases<
  'createWallet' | 'getWallet' | 'getWalletByConsumer' | 'updateWallet'
> = {
  createWallet: {
    valid: [
      { request: {}, parsed: { body: {} } },
      { request: { body: { paymentInfo: PAYMENT_INFO, consumerid: 'c-1' } } },
    ],
    reply: { ...RECORD, statusCode: 201 },
    replyHeaders: { location: '/wallet-storage/wallets/w-1' },
    invalid: [
      {
        rule: 'Null budget ... kept when null; other null values are dropped',
        request: { body: { paymentInfo: { creditType: null } } },
        field: 'body.paymentInfo.creditType',
      },
      {
        rule: 'interest rate new 6 and used 7.05',
        request: { body: { paymentInfo: { interestRate: { new: '6' } } } },
        field: 'body.paymentInfo.interestRate.new',
      },
    ],
  },
  getWallet: {
    valid: [{ request: { params: { walletId: 'w-1' } } }],
    reply: RECORD,
    invalid: [{ rule: 'by wallet id', request: { params: { walletId: '' } }, field: 'params.walletId' }],
    badReplies: [
      {
        rule: 'paymentInfo, statusCode, id',
        reply: { paymentInfo: PAYMENT_INFO, id: 'w-1' },
        path: 'statusCode',
      },
    ],
  },
  getWalletByConsumer: {
    valid: [{ request: { params: { consumerId: 'c-1' } } }],
    reply: RECORD,
    invalid: [
      { rule: 'by consumer id', request: { params: { consumerId: '../x' } }, field: 'params.consumerId' },
    ],
  },
  updateWallet: {
    valid: [
      {
        request: {
          params: { walletId: 'w-1' },
          body: { paymentInfo: { ...PAYMENT_INFO, budget: 30_000 }, consumerid: 'c-1' },
        },
      },
    ],
    reply: { ...RECORD, success: true },
    invalid: [
      {
        rule: 'body paymentInfo plus consumerid',
        request: { params: { walletId: 'w-1' }, body: { consumerid: 'c-1' } },
        field: 'body.paymentInfo',
      },
      {
        rule: 'creditType b (a to f)',
        request: { params: { walletId: 'w-1' }, body: { paymentInfo: { creditType: 'excellent' } } },
        field: 'body.paymentInfo.creditType',
      },
      {
        rule: 'loan term 60',
        request: { params: { walletId: 'w-1' }, body: { paymentInfo: { loanTerm: 600 } } },
        field: 'body.paymentInfo.loanTerm',
      },
    ],
    badReplies: [{ rule: 'response has a success flag', reply: RECORD, path: 'success' }],
  },
};
