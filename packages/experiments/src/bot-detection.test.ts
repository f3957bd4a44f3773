import { describe, expect, it } from 'vitest';
import { BOT_CASES } from './bot-detection.cases';
import { AI_CRAWLERS, aiCrawlerPattern, detectBot, isAIBot, isBot } from './index';

describe('bot and AI-crawler flags (spec 001 s1, 002 s2)', () => {
  it.each(BOT_CASES)('$who: isBot $isBot, isAIBot $isAIBot', ({ userAgent, isBot: bot, isAIBot: ai }) => {
    expect(detectBot(userAgent)).toEqual({ isBot: bot, isAIBot: ai });
    expect(isBot(userAgent)).toBe(bot);
    expect(isAIBot(userAgent)).toBe(ai);
  });

  it('names the AI crawlers of the brief', () => {
    for (const token of [
      'GPTBot',
      'ClaudeBot',
      'PerplexityBot',
      'CCBot',
      'Google-Extended',
      'Bytespider',
      'anthropic-ai',
      'ChatGPT-User',
    ]) {
      expect(AI_CRAWLERS).toContain(token);
    }
  });

  it('flags every listed token as an AI bot and a bot, even bare', () => {
    for (const token of AI_CRAWLERS)
      expect(detectBot(`${token}/1.0`)).toEqual({ isBot: true, isAIBot: true });
  });

  it('takes a list of its own, and an empty list flags no AI crawler', () => {
    expect(detectBot('AcmeLLMCrawler/2.0', { aiCrawlers: ['AcmeLLM'] })).toEqual({
      isBot: true,
      isAIBot: true,
    });
    expect(detectBot('GPTBot/1.2', { aiCrawlers: [] })).toEqual({ isBot: true, isAIBot: false });
    expect(aiCrawlerPattern([]).test('anything')).toBe(false);
    expect(aiCrawlerPattern(['a.b']).test('axb')).toBe(false);
  });
});
