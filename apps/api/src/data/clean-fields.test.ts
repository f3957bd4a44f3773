import { describe, expect, it } from 'vitest';
import {
  cleanText,
  isAmbiguousPrice,
  isDistinctAlias,
  matchMake,
  matchVehicle,
  normaliseZip,
  parseColor,
  parseDrive,
  parseEngine,
  parseFuel,
  parseListingType,
  parseMileage,
  parsePrice,
  parseTransmission,
} from './index';

// The dirt of the cars.com 2022 sample feed, cell by cell.

describe('cleaning feed cells', () => {
  it.each([
    ['$39,998 ', 39_998],
    ['$28,500', 28_500],
    ['39998', 39_998],
    ['$ 1,234.00', 1_234],
    ['$129,495 ', 129_495],
    ['Not Priced', null],
    ['$0', null],
    ['–', null],
    ['', null],
    ['call', null],
  ])('price %j -> %j', (cell, dollars) => {
    expect(parsePrice(cell)).toBe(dollars);
  });

  it.each([
    ['$39.998', true],
    ['$39.998 ', true],
    ['1.234.567', true],
    ['$39,998', false],
    ['$1,234.00', false],
    ['39998.5', false],
  ])('price %j is ambiguous: %j', (cell, ambiguous) => {
    expect(isAmbiguousPrice(cell)).toBe(ambiguous);
  });

  it.each([
    ['2134', '02134'],
    ['2472', '02472'],
    ['89104', '89104'],
    ['02134-1234', '02134'],
    ['501', '00501'],
    ['1', null],
    ['Fox', null],
    ['–', null],
  ])('zip %j -> %j (spreadsheets drop leading zeros)', (cell, zip) => {
    expect(normaliseZip(cell)).toBe(zip);
  });

  it.each([
    ['–', null],
    ['—', null],
    ['N/A', null],
    ['NA', null],
    ['  ', null],
    [' Jet\u00a0Black ', 'Jet Black'],
    ['Black', 'Black'],
  ])('placeholder %j -> %j', (cell, text) => {
    expect(cleanText(cell)).toBe(text);
  });

  it.each([
    ['Used', 'USED'],
    ['New', 'NEW'],
    ['Honda Certified', 'CERTIFIED'],
    ['Mercedes-Benz Certified', 'CERTIFIED'],
    ['Certified Pre-Owned', 'CERTIFIED'],
    ['Third Party Certified', '3P_CERT'],
    ['Salvage', null],
  ])('condition %j -> %j', (cell, type) => {
    expect(parseListingType(cell)).toBe(type);
  });

  it.each([
    ['10,598', 10_598],
    ['520', 520],
    ['12 mi', 12],
    ['–', null],
    ['lots', null],
  ])('mileage %j -> %j', (cell, miles) => {
    expect(parseMileage(cell)).toBe(miles);
  });

  it.each([
    ['All-wheel Drive', 'AWD4WD'],
    ['Four-wheel Drive', 'AWD4WD'],
    ['4WD', 'AWD4WD'],
    ['Front-wheel Drive', 'FWD'],
    ['RWD', 'RWD'],
    ['–', null],
  ])('drivetrain %j -> %j', (cell, code) => {
    expect(parseDrive(cell)).toBe(code);
  });

  it.each([
    ['Gasoline', 'GSL'],
    ['E85 Flex Fuel', 'GSL'],
    ['Electric Fuel System', 'ELE'],
    ['Gasoline/Mild Electric Hybrid', 'HYB'],
    ['Plug-In Electric/Gas', 'PIH'],
    ['Diesel', 'DSL'],
    ['–', null],
  ])('fuel %j -> %j', (cell, code) => {
    expect(parseFuel(cell)).toBe(code);
  });

  it.each([
    ['8-Speed Automatic', 'AUT'],
    ['Automatic CVT', 'AUT'],
    ['7-Speed Porsche Doppelkupplung (PDK)', 'AUT'],
    ['Transmission w/Dual Shift Mode', 'AUT'],
    ['6-Speed Manual', 'MAN'],
    ['–', null],
  ])('transmission %j -> %j', (cell, code) => {
    expect(parseTransmission(cell)).toBe(code);
  });

  it.each([
    ['1.5L I4 16V GDI DOHC Turbo', '4CLDR'],
    ['3.5L V6 24V PDI DOHC', '6CLDR'],
    ['2.5L H4 16V GDI DOHC', '4CLDR'],
    ['V6 Cylinder Engine', '6CLDR'],
    ['4 Cylinder Engine', '4CLDR'],
    ['389.0HP 3.0L Straight 6 Cylinder Engine Plug-In Electric/Gas', '6CLDR'],
    ['Regular Unleaded V-6 3.5 L/213', '6CLDR'],
    ['6.4L V8 16V MPFI OHV', '8CLDR'],
    ['Electric Motor', 'ELECTRIC'],
    ['Dual Motor: Fr AC Induction/Rr AC Permanent Magnet', 'ELECTRIC'],
    ['2.0L', '4CLDR'],
    ['–', null],
  ])('engine %j -> %j', (cell, code) => {
    expect(parseEngine(cell)).toBe(code);
  });

  it.each([
    ['Black Sapphire Metallic', 'BLACK'],
    ['Crystal Black Pearl', 'BLACK'],
    ['Blizzard Pearl', 'WHITE'],
    ['Modern Steel Metallic', 'GRAY'],
    ['Granite Crystal Clearcoat Metallic', 'CHARCOAL'],
    ['Nightfall Mica', 'BLUE'],
    ['Off White', 'OFFWHITE'],
    ['–', null],
    ['Sparkling', null],
  ])('exterior colour %j -> %j', (cell, code) => {
    expect(parseColor(cell)).toBe(code);
  });
});

describe('matching makes and models', () => {
  it.each([
    ['Land', 'Rover Range Rover Sport Autobiography', 'ROV', 'RRSPORT', 'AUTOBIOGRAPHY'],
    ['Alfa', 'Romeo Giulia Base', 'ALFA', 'GIULIA', 'BASE'],
    ['Honda', 'Accord Sport SE', 'HONDA', 'ACCORD', 'SPORT+SE'],
    ['Honda', 'CR-V EX-L', 'HONDA', 'CRV', 'EX+L'],
    ['Toyota', 'Corolla Cross XLE', 'TOYOTA', 'COROLLACROSS', 'XLE'],
    ['Lexus', 'RX 350 RX 350', 'LEXUS', 'RX350', null],
    ['Lexus', 'GX 460 GX 460 Premium', 'LEXUS', 'GX460', 'PREMIUM'],
    ['Ford', 'F-150 Lariat', 'FORD', 'F150PICKUP', 'LARIAT'],
    ['Jeep', 'Wrangler Unlimited Rubicon', 'JEEP', 'WRANGLER', 'RUBICON'],
    ['Mercedes-Benz', 'GLE-Class GLE 350 4MATIC', 'MB', 'GLE', 'GLE+350+4MATIC'],
    ['BMW', '740 i', 'BMW', '740I', null],
    ['Lexus', 'RC 350 Base', 'LEXUS', 'RC350', 'BASE'],
    ['Ford', 'Transit-250 Base', 'FORD', 'TRANSIT', 'BASE'],
    // Issue 33: catalogue models by their names, distinct aliases kept apart, class labels skipped.
    ['Mercedes-Benz', 'A-Class A 220', 'MB', 'A220', null],
    ['Mercedes-Benz', 'SL-Class SL550 Roadster', 'MB', 'SL550', 'ROADSTER'],
    ['BMW', '750 i xDrive', 'BMW', '750I', 'XDRIVE'],
    ['BMW', '320 320i xDrive', 'BMW', '320I', 'XDRIVE'],
    ['Chrysler', 'Town & Country Touring', 'CHRY', 'TOWNANDCOUNTRY', 'TOURING'],
    ['Lexus', 'IS 350 Base', 'LEXUS', 'IS350', 'BASE'],
    ['Lexus', 'IS 300 Base', 'LEXUS', 'IS300', 'BASE'],
    ['Lexus', 'RX 450h F Sport', 'LEXUS', 'RX450H', 'F+SPORT'],
    ['Lexus', 'RX 350L Premium', 'LEXUS', 'RX350', 'PREMIUM'],
    ['GMC', 'Sierra 1500 Denali', 'GMC', 'SIERRA', 'DENALI'],
    // The EPA file's tested versions are trims of the model they extend, a curated one first.
    ['Bentley', 'Continental GT V8', 'BENTL', 'CONTINENTALGT', 'V8'],
    ['BMW', 'X5 xDrive40i', 'BMW', 'X5', 'XDRIVE40I'],
    ['Porsche', '911 Carrera 4', 'POR', '911', 'CARRERA+4'],
    ['Mercedes-Benz', 'GLE 350 4MATIC', 'MB', 'GLE', '350+4MATIC'],
    ['Ford', 'Transit Connect XLT', 'FORD', 'TRANSITCONNECT', 'XLT'],
  ])('%s / %s -> %s %s trim %s', (make, model, makeCode, modelCode, trimCode) => {
    const matched = matchMake(make, model);
    expect(matched?.makeCode).toBe(makeCode);
    const vehicle = matchVehicle(makeCode, matched?.modelText ?? '');
    expect(vehicle.modelCode).toBe(modelCode);
    expect(vehicle.trimCode).toBe(trimCode);
  });

  it('takes packages named after "w/" out of the trim', () => {
    expect(matchVehicle('ACURA', 'MDX 3.5L w/Technology Package')).toMatchObject({
      modelCode: 'MDX',
      trimName: '3.5L',
      packages: ['Technology Package'],
    });
  });

  it('matches no reference model rather than a neighbouring one', () => {
    expect(matchVehicle('GMC', 'Sierra 3500HD Denali').reference).toBeUndefined();
    expect(matchVehicle('MINI', 'Hardtop Cooper').reference).toBeUndefined();
    expect(matchVehicle('JEEP', 'Grand Wagoneer Series III').reference?.code).not.toBe('WAGONEER');
  });

  it('tells an alias that names another model from one that names the same', () => {
    expect(isDistinctAlias('IS 300', 'IS 350')).toBe(true);
    expect(isDistinctAlias('RX 350', 'RX 450h')).toBe(true);
    expect(isDistinctAlias('RX 350', 'RX 350L')).toBe(false);
    expect(isDistinctAlias('C-Class', 'C300')).toBe(false);
    expect(isDistinctAlias('Sierra 1500', 'Sierra')).toBe(false);
  });

  it('returns nothing for a make outside the vocabulary', () => {
    expect(matchMake('Trabant', '601')).toBeUndefined();
  });
});
