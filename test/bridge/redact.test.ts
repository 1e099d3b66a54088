import { describe, expect, it } from 'vitest';
import { redactSecret } from '../../src/bridge/redact.ts';
import { toResponseExample } from '../../src/bridge/response-example.ts';

describe('keeping auth.use_value out of recorded responses', () => {
  it('replaces the raw, JSON-escaped and URL-encoded forms of the secret', () => {
    const secret = 'a/b"c d';
    const text = `raw ${secret} json ${JSON.stringify(secret)} php-json "a\\/b\\"c d" url ${encodeURIComponent(secret)}`;
    const redacted = redactSecret(text, secret, '{KEY}');
    expect(redacted).toBe('raw {KEY} json "{KEY}" php-json "{KEY}" url {KEY}');
  });

  it('leaves text alone when there is no secret', () => {
    expect(redactSecret('Bearer abc', '', '{KEY}')).toBe('Bearer abc');
  });

  it('documents status, body and the useful headers, without cookies, dates or the secret', () => {
    const example = toResponseExample(
      {
        status: 200,
        headers: {
          'content-type': 'application/json',
          date: 'Mon, 01 Jan 2024 00:00:00 GMT',
          'set-cookie': 'session=xyz',
          'x-ratelimit-remaining': '59',
          'x-echo-token': 'Bearer topsecret',
        },
        content: '{"authorization":"Bearer topsecret"}',
        binary: false,
        exception: null,
        warnings: [],
      },
      'topsecret',
      '{YOUR_AUTH_KEY}',
    );
    expect(example).toEqual({
      status: 200,
      content: '{"authorization":"Bearer {YOUR_AUTH_KEY}"}',
      headers: { 'content-type': 'application/json', 'x-ratelimit-remaining': '59', 'x-echo-token': 'Bearer {YOUR_AUTH_KEY}' },
      description: '',
    });
  });
});
