export {
  type Confidence,
  confidenceOf,
  estimateModelPrices,
  type MarketEstimate,
} from './estimate-market-price';
export {
  AGE_ORIGIN,
  DEFAULT_DEPRECIATION,
  type Depreciation,
  fitGlobalDepreciation,
  fitModelDepreciation,
  type MarketCar,
  type ModelSums,
} from './fit-depreciation';
export { BAND_HYSTERESIS, CONFIDENCE_RULES, DEAL_BANDS, MARKET_RULES } from './market-rules';
export { bandOfGap, DEAL_BAND_NAMES, type DealBand, rateDeal } from './rate-deal';
