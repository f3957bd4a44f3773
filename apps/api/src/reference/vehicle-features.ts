import { LUXURY_MAKES } from '../data/vehicle-features';
import type { CatalogVehicle } from './vehicle-catalog';

export interface FeatureFlags {
  hasHeatedSeats: boolean;
  hasLeatherSeats: boolean;
  hasRearviewCamera: boolean;
  hasBluetooth: boolean;
  hasThirdRow: boolean;
  hasAlarm: boolean;
  hasLaneDeparture: boolean;
  hasNavigation: boolean;
  hasParkAssist: boolean;
  hasPowerCloseTrunk: boolean;
  hasRemoteStart: boolean;
  hasSunroof: boolean;
}

/**
 * What a trim has as standard: the inventory generator's odds (data/vehicle-features.ts) read as "standard when
 * more likely than not", so a car listed with a feature its trim lacks had it as an option.
 */
export function featureFlagsOf(vehicle: CatalogVehicle): FeatureFlags {
  const { model, year, level } = vehicle;
  const luxury = LUXURY_MAKES.has(model.makeCode);
  const style = model.vehicleStyleCode;
  return {
    hasHeatedSeats: luxury || level >= 0.5,
    hasLeatherSeats: luxury || level >= 0.6,
    hasRearviewCamera: year >= 2018 || level >= 0.4,
    hasBluetooth: year >= 2012,
    hasThirdRow: model.thirdRow,
    hasAlarm: luxury || level >= 0.25,
    hasLaneDeparture: year >= 2019 && (luxury || level >= 0.25),
    hasNavigation: luxury || level >= 0.75,
    hasParkAssist: year >= 2016 && (luxury || level >= 0.75),
    hasPowerCloseTrunk:
      (luxury || level >= 0.75) && style !== 'TRUCKS' && style !== 'CONVERT' && !model.commercial,
    hasRemoteStart: level >= 0.67,
    hasSunroof: (luxury || level >= 0.5) && style !== 'CONVERT' && !model.commercial,
  };
}
