import { describe, expect, it } from 'vitest';
import {
  addHideReceipt,
  countDealNotifications,
  dealTitle,
  markDealReminder,
  removeHideReceipt,
  toDealDetails,
} from './index';
import { setup } from './test-fixtures';

describe('deal title (spec 002 s3)', () => {
  it.each([
    [
      { condition: 'certifiedpreowned', year: 2021, make: 'Honda', model: 'Civic', trim: 'EX' },
      'Certified 2021 Honda Civic EX',
    ],
    [
      { condition: 'CERTIFIED_PRE_OWNED', year: 2021, make: 'Honda', model: 'Civic', trim: 'EX' },
      'Certified 2021 Honda Civic EX',
    ],
    [
      { condition: 'used', year: 2019, make: 'Ford', model: 'F-150', trim: 'XLT' },
      'Used 2019 Ford F-150 XLT',
    ],
    [{ condition: 'NEW', year: '2025', make: 'Toyota', model: 'Camry', trim: '' }, 'New 2025 Toyota Camry'],
    [{ year: 2020, make: 'Kia', model: 'Soul' }, '2020 Kia Soul'],
  ])('%j -> %s', (vehicle, title) => {
    expect(dealTitle(vehicle)).toBe(title);
  });

  it('is built into the deal details unless a title is given', () => {
    const vehicle = {
      condition: 'certifiedpreowned',
      year: 2022,
      make: 'Mazda',
      model: 'CX-5',
      trim: 'Touring',
    };
    expect(toDealDetails({ vehicle }).vehicle.title).toBe('Certified 2022 Mazda CX-5 Touring');
    expect(toDealDetails({ vehicle: { ...vehicle, title: 'My CX-5' } }).vehicle.title).toBe('My CX-5');
  });
});

describe('deal notifications (spec 002 s3, s4)', () => {
  const flagged = {
    d1: toDealDetails({ vehicle: { priceChangeFlag: true }, deal: { paymentChangeFlag: true } }),
    d2: toDealDetails({ vehicle: { priceChangeFlag: true, sellingVehicleChangeFlag: true } }),
    d3: toDealDetails({ deal: { dealTypeChangeFlag: true }, creditApp: { isDecisionChanged: true } }),
  };

  it('counts per change flag plus a total', () => {
    expect(countDealNotifications(flagged)).toEqual({
      priceChange: 2,
      sellingVehicleChange: 1,
      dealTypeChange: 1,
      paymentChange: 1,
      creditAppStatusChange: 1,
      total: 6,
    });
  });

  it('the store recounts on every change and reset clears the flags and the counts', () => {
    const { store } = setup();
    for (const [dealId, details] of Object.entries(flagged)) store.getState().setDealDetails(dealId, details);
    store.getState().markDealReminder('d1', { testDriveCompleted: true });
    expect(store.getState().dealNotifications.total).toBe(6);
    store.getState().resetDealNotifications();
    expect(store.getState().dealNotifications).toEqual({
      priceChange: 0,
      sellingVehicleChange: 0,
      dealTypeChange: 0,
      paymentChange: 0,
      creditAppStatusChange: 0,
      total: 0,
    });
    expect(countDealNotifications(store.getState().dealDetails).total).toBe(0);
    // Reminders record what happened; reset leaves them.
    expect(store.getState().dealDetails.d1?.testDrive.testDriveCompleted).toBe(true);
    store.getState().removeDealDetails('d3');
    expect(Object.keys(store.getState().dealDetails)).toEqual(['d1', 'd2']);
  });

  it('reminders mark one deal only', () => {
    const deals = { d1: toDealDetails({}), d2: toDealDetails({}) };
    const marked = markDealReminder(deals, 'd2', {
      testDriveNotified: true,
      testDriveCompleted: true,
      creditAppNotified: true,
    });
    expect(marked.d2?.testDrive).toEqual({ testDriveNotified: true, testDriveCompleted: true });
    expect(marked.d2?.creditApp.creditAppNotified).toBe(true);
    expect(marked.d1).toEqual(deals.d1);
    const { store } = setup();
    store.getState().setDealDetails('d1', {});
    store.getState().setDealDetails('d2', {});
    expect(store.getState().markDealReminder('d1', { creditAppNotified: true })).toBe(true);
    expect(store.getState().dealDetails.d2?.creditApp.creditAppNotified).toBe(false);
    expect(store.getState().markDealReminder('nope', { creditAppNotified: true })).toBe(false);
  });

  it('updating a deal keeps what is not given', () => {
    const { store } = setup();
    store.getState().setDealDetails('d1', { vehicle: { vin: 'VIN1', make: 'Honda', model: 'Fit' } });
    store.getState().setDealDetails('d1', { vehicle: { priceChangeFlag: true } });
    expect(store.getState().dealDetails.d1?.vehicle).toMatchObject({
      vin: 'VIN1',
      make: 'Honda',
      priceChangeFlag: true,
      title: 'Honda Fit',
    });
  });
});

describe('hide-receipt list (spec 002 s4)', () => {
  it('add appends a listing id; remove deletes it', () => {
    expect(addHideReceipt(['L1'], 'L2')).toEqual(['L1', 'L2']);
    expect(addHideReceipt(['L1'], 'L1')).toEqual(['L1']);
    expect(removeHideReceipt(['L1', 'L2'], 'L1')).toEqual(['L2']);
    const { store } = setup();
    store.getState().addHideReceipt('L1');
    store.getState().addHideReceipt('L2');
    store.getState().removeHideReceipt('L1');
    expect(store.getState().interactions.hideReceipt).toEqual(['L2']);
  });
});
