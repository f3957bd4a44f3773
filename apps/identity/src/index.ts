export {
  type Account,
  type AccountStore,
  type AccountStoreOptions,
  createAccountStore,
  EMAIL_TAKEN,
  type NewAccount,
  OPERATOR_ROLE,
  type ProfileChange,
  WRONG_CREDENTIALS,
} from './accounts';
export {
  type ClientConfig,
  ConfigError,
  DEFAULT_CLIENTS,
  ENV_SCHEMA,
  type IdentityConfig,
  readConfig,
  signInLimitsOf,
  signUpLimitsOf,
} from './config';
export { type Database, type DatabaseOptions, MigrationError, openDatabase } from './db/open-database';
export {
  IDENTITY_ENVS,
  type IdentityEnv,
  type IdentityEnvironment,
  IdentityEnvironmentError,
  type IdentityEnvironmentOptions,
  identityEnvironment,
  VERSION_MUST_BE_NUMBER,
} from './identity-environment';
export { hashPassword, PASSWORD_COST, type PasswordCost, verifyPassword } from './password';
export {
  checkProfile,
  checkSignUp,
  EMAIL_ERROR,
  FIRST_NAME_ERROR,
  type FieldErrors,
  formatPhone,
  NAME_LENGTH_ERROR,
  needsProfileValidation,
  normalizePhone,
  PASSWORD_ERROR,
  PHONE_ERROR,
  type ProfileFormResult,
  type ProfileFormValidation,
  phoneDigits,
  validateProfileForm,
  ZIP_ERROR,
} from './profile-rules';
export {
  ACCESS_TOKEN_TTL_SECONDS,
  API_SCOPE,
  CLI_CLIENT_ID,
  clientMetadata,
  createProvider,
  logoutHintMatches,
  NOT_AN_OPERATOR,
  PASSWORD_GRANT,
  POST_LOGOUT_PATH,
  type ProviderOptions,
  SESSION_TTL_SECONDS,
} from './provider';
export { INTERACTION_EXPIRED } from './routes/interaction-routes';
export { NOT_SIGNED_IN } from './routes/profile-routes';
export { loadSecrets, type Secrets, type SigningJwk } from './secrets';
export { identitySecurityHeaders } from './security-headers';
export { buildServer, type IdentityServer, type ServerOptions } from './server';
export {
  accountSignInLimitMessage,
  createSignInThrottle,
  ipSignInLimitMessage,
  SIGN_IN_LIMITS,
  type SignInAdmission,
  type SignInLimit,
  type SignInLimits,
  type SignInThrottle,
} from './sign-in-throttle';
export {
  createSignUpLimiter,
  emailSignUpLimitMessage,
  ipSignUpLimitMessage,
  SIGN_UP_LIMITS,
  type SignUpAdmission,
  type SignUpLimit,
  type SignUpLimiter,
  type SignUpLimits,
  signUpIpKey,
} from './sign-up-limits';
