import { isbot } from 'isbot';

/**
 * User-agent tokens of AI crawlers and AI assistants' fetchers (spec 001 s1, 002 s2: "isAIBot for AI
 * crawlers"). isbot already calls all of them bots, mostly through its generic "bot" and "http" patterns; it
 * does not tell an AI crawler from a search engine, which is what this list adds. Some (Google-Extended,
 * Applebot-Extended) are robots.txt tokens more than user agents; they are kept so a proxy that forwards the
 * token is caught too. Matched case-insensitively anywhere in the user agent.
 */
export const AI_CRAWLERS = Object.freeze([
  'GPTBot',
  'ChatGPT-User',
  'OAI-SearchBot',
  'ClaudeBot',
  'Claude-User',
  'Claude-SearchBot',
  'Claude-Web',
  'anthropic-ai',
  'PerplexityBot',
  'Perplexity-User',
  'CCBot',
  'Google-Extended',
  'Bytespider',
  'Amazonbot',
  'Applebot-Extended',
  'meta-externalagent',
  'meta-externalfetcher',
  'FacebookBot',
  'cohere-ai',
  'cohere-training-data-crawler',
  'Diffbot',
  'YouBot',
  'MistralAI-User',
  'DuckAssistBot',
  'AI2Bot',
  'Timpibot',
  'ImagesiftBot',
  'PanguBot',
  'Kangaroo Bot',
  'omgili',
  'Webzio-Extended',
  'iaskspider',
] as const);

export interface BotFlags {
  /** Any bot: isbot's maintained list, or one of the AI crawlers. */
  isBot: boolean;
  /** One of `AI_CRAWLERS` (or the caller's list). */
  isAIBot: boolean;
}

const escapeToken = (token: string) => token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One case-insensitive pattern for a list of tokens. */
export function aiCrawlerPattern(tokens: readonly string[] = AI_CRAWLERS): RegExp {
  // An empty alternation would match every user agent; an empty list means "no AI crawler".
  return tokens.length > 0 ? new RegExp(tokens.map(escapeToken).join('|'), 'i') : /(?!)/;
}

const DEFAULT_PATTERN = aiCrawlerPattern();

export function isAIBot(userAgent: string | null | undefined, pattern: RegExp = DEFAULT_PATTERN): boolean {
  return Boolean(userAgent) && pattern.test(userAgent as string);
}

/** isbot's verdict widened with the AI crawlers, so a crawler isbot might miss is a bot all the same. */
export function isBot(userAgent: string | null | undefined, pattern: RegExp = DEFAULT_PATTERN): boolean {
  return isbot(userAgent) || isAIBot(userAgent, pattern);
}

/**
 * The two flags for a request or a page. A missing or empty user agent is not a bot (isbot's reading): a page
 * would rather geolocate one real visitor too many than treat every privacy tool as a crawler.
 */
export function detectBot(
  userAgent: string | null | undefined,
  options: { aiCrawlers?: readonly string[] } = {},
): BotFlags {
  const pattern = options.aiCrawlers ? aiCrawlerPattern(options.aiCrawlers) : DEFAULT_PATTERN;
  const isAI = isAIBot(userAgent, pattern);
  return { isBot: isAI || isbot(userAgent), isAIBot: isAI };
}
