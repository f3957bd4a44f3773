export interface ForcedFeaturesCase {
  text: string | undefined;
  features: Record<string, boolean>;
}

/** Our syntax for the forced-feature cookie and query parameter (spec 002 s4 names them, not their syntax). */
export const FORCED_FEATURES_CASES: ForcedFeaturesCase[] = [
  { text: undefined, features: {} },
  { text: '', features: {} },
  { text: 'chat', features: { chat: true } },
  { text: '!mobileChat', features: { mobileChat: false } },
  { text: 'chat,!mobileChat', features: { chat: true, mobileChat: false } },
  { text: 'chat|!mobileChat', features: { chat: true, mobileChat: false } },
  { text: ' chat , wallet ', features: { chat: true, wallet: true } },
  { text: 'chat:on,wallet:off', features: { chat: true, wallet: false } },
  { text: 'chat:TRUE,wallet:False', features: { chat: true, wallet: false } },
  { text: 'chat:1,wallet:0', features: { chat: true, wallet: false } },
  { text: 'chat,chat:off', features: { chat: false } },
  { text: 'chat:maybe,wallet', features: { wallet: true } },
  { text: '!chat:on,wallet', features: { wallet: true } },
  { text: 'a:b:c,new search,<script>,ok', features: { ok: true } },
  {
    text: 'feature.v2,feature_3,feature-4',
    features: { 'feature.v2': true, feature_3: true, 'feature-4': true },
  },
];

export interface ForcedExperimentsCase {
  text: string | undefined;
  experiments: Record<string, string>;
}

export const FORCED_EXPERIMENTS_CASES: ForcedExperimentsCase[] = [
  { text: undefined, experiments: {} },
  { text: 'search-redesign:redesign', experiments: { 'search-redesign': 'redesign' } },
  { text: 'a:control,b:v2', experiments: { a: 'control', b: 'v2' } },
  { text: 'a:control|b:v2', experiments: { a: 'control', b: 'v2' } },
  { text: 'a:control,a:v2', experiments: { a: 'v2' } },
  { text: 'a,b:,:c,d:e:f,g:h', experiments: { g: 'h' } },
];
