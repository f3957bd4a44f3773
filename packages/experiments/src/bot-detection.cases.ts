export interface BotCase {
  who: string;
  userAgent: string | undefined;
  isBot: boolean;
  isAIBot: boolean;
}

const WEBKIT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko';

/** Spec 001 s1 / 002 s2: "Bot visitors are flagged (isBot, and isAIBot for AI crawlers, detected by user agent)." */
export const BOT_CASES: BotCase[] = [
  // Shoppers
  {
    who: 'Chrome on Windows',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    isBot: false,
    isAIBot: false,
  },
  {
    who: 'Safari on iPhone',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    isBot: false,
    isAIBot: false,
  },
  {
    who: 'Firefox on Linux',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
    isBot: false,
    isAIBot: false,
  },
  {
    who: 'Samsung Internet on Android',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    isBot: false,
    isAIBot: false,
  },
  { who: 'no user agent', userAgent: undefined, isBot: false, isAIBot: false },
  { who: 'an empty user agent', userAgent: '', isBot: false, isAIBot: false },
  // Search engines and other bots: bots, not AI crawlers
  {
    who: 'Googlebot',
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    isBot: true,
    isAIBot: false,
  },
  {
    who: 'Bingbot',
    userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    isBot: true,
    isAIBot: false,
  },
  { who: 'curl', userAgent: 'curl/8.5.0', isBot: true, isAIBot: false },
  {
    who: 'Lighthouse',
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    isBot: true,
    isAIBot: false,
  },
  // AI crawlers and assistants' fetchers
  {
    who: 'GPTBot',
    userAgent: `${WEBKIT}; compatible; GPTBot/1.2; +https://openai.com/gptbot)`,
    isBot: true,
    isAIBot: true,
  },
  {
    who: 'ChatGPT-User',
    userAgent: `${WEBKIT}); compatible; ChatGPT-User/1.0; +https://openai.com/bot`,
    isBot: true,
    isAIBot: true,
  },
  {
    who: 'OAI-SearchBot',
    userAgent: `${WEBKIT}); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot`,
    isBot: true,
    isAIBot: true,
  },
  {
    who: 'ClaudeBot',
    userAgent: `${WEBKIT}; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)`,
    isBot: true,
    isAIBot: true,
  },
  {
    who: 'Claude-User',
    userAgent: `${WEBKIT}; compatible; Claude-User/1.0; +Claude-User@anthropic.com)`,
    isBot: true,
    isAIBot: true,
  },
  { who: 'anthropic-ai', userAgent: 'anthropic-ai', isBot: true, isAIBot: true },
  {
    who: 'PerplexityBot',
    userAgent: `${WEBKIT}; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)`,
    isBot: true,
    isAIBot: true,
  },
  {
    who: 'Perplexity-User',
    userAgent: `${WEBKIT}; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)`,
    isBot: true,
    isAIBot: true,
  },
  { who: 'CCBot', userAgent: 'CCBot/2.0 (https://commoncrawl.org/faq/)', isBot: true, isAIBot: true },
  { who: 'Google-Extended', userAgent: 'Google-Extended', isBot: true, isAIBot: true },
  {
    who: 'Bytespider',
    userAgent:
      'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
    isBot: true,
    isAIBot: true,
  },
  {
    who: 'Amazonbot',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_10_1) AppleWebKit/600.2.5 (KHTML, like Gecko) Version/8.0.2 Safari/600.2.5 (Amazonbot/0.1; +https://developer.amazon.com/support/amazonbot)',
    isBot: true,
    isAIBot: true,
  },
  { who: 'Applebot-Extended', userAgent: 'Applebot-Extended', isBot: true, isAIBot: true },
  {
    who: 'meta-externalagent',
    userAgent: 'meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
    isBot: true,
    isAIBot: true,
  },
  { who: 'cohere-ai', userAgent: 'cohere-ai', isBot: true, isAIBot: true },
  {
    who: 'MistralAI-User',
    userAgent: `${WEBKIT}; compatible; MistralAI-User/1.0; +https://docs.mistral.ai/robots)`,
    isBot: true,
    isAIBot: true,
  },
  {
    who: 'DuckAssistBot',
    userAgent: 'DuckAssistBot/1.0; (+http://duckduckgo.com/duckassistbot.html)',
    isBot: true,
    isAIBot: true,
  },
  { who: 'a GPTBot in lower case', userAgent: 'gptbot/1.1', isBot: true, isAIBot: true },
];
