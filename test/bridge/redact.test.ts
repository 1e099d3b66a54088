import { describe, expect, it } from 'vitest';
import { authPlacement } from '../../src/bridge/auth-value.ts';
import { redactCallResult, redactor } from '../../src/bridge/redact.ts';
import { toResponseExample } from '../../src/bridge/response-example.ts';
import { defaultConfig } from '../../src/config/defaults.ts';

const auth = (over: Partial<ReturnType<typeof defaultConfig>['auth']>) => ({ ...defaultConfig().auth, enabled: true, ...over });

describe('keeping auth.use_value out of recorded responses', () => {
  it('replaces the raw, JSON-escaped and URL-encoded forms of the secret', () => {
    const secret = 'a/b"c d';
    const text = `raw ${secret} json ${JSON.stringify(secret)} php-json "a\\/b\\"c d" url ${encodeURIComponent(secret)}`;
    expect(redactor([secret], '{KEY}')(text)).toBe('raw {KEY} json "{KEY}" php-json "{KEY}" url {KEY}');
  });

  it('replaces forms that mix encodings character by character', () => {
    const redact = redactor(['<a&b>'], '{KEY}');
    // PHP's JSON_HEX_TAG escapes < and > only; HTML inside JSON escapes the ampersand of an entity.
    expect(redact('"\\u003Ca&b\\u003e"')).toBe('"{KEY}"');
    expect(redact('&lt;a\\u0026amp;b&#x3E;')).toBe('{KEY}');
    expect(redact('%3ca%26b%3E')).toBe('{KEY}');
  });

  it('leaves text alone when there is no secret, and text that only resembles it', () => {
    expect(redactor([], '{KEY}')('Bearer abc')).toBe('Bearer abc');
    expect(redactor([''], '{KEY}')('Bearer abc')).toBe('Bearer abc');
    expect(redactor(['s3cret-token'], '{KEY}')('s3cret-tokem S3CRET-TOKEN')).toBe('s3cret-tokem S3CRET-TOKEN');
  });

  it('stays fast on text built to make a pattern backtrack (long runs of backslashes, escapes and entities)', () => {
    const started = performance.now();
    for (const secret of ['a\\\\b', '\\'.repeat(8), 'x"y"z', 'a&&&b']) {
      const redact = redactor([secret], '{KEY}');
      for (const text of ['\\'.repeat(20_000), `${'\\'.repeat(5000)}a${'\\'.repeat(5000)}`, '&amp;'.repeat(5000), '\\"'.repeat(5000), '%25'.repeat(5000)]) redact(text);
    }
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('redacts what an app decodes from HTTP basic auth: the pair and the password, not the user name', () => {
    const value = Buffer.from('alice:hunter22').toString('base64');
    const placement = authPlacement(auth({ in: 'basic', use_value: value }));
    expect(placement?.secrets).toEqual([value, 'alice:hunter22', 'hunter22']);
    const redact = redactor(placement!.secrets, '{KEY}');
    expect(redact('{"user":"alice","password":"hunter22","pair":"alice:hunter22","sent":"Basic ' + value + '"}')).toBe(
      '{"user":"alice","password":"{KEY}","pair":"{KEY}","sent":"Basic {KEY}"}',
    );
  });

  it('has nothing to redact for a generated credential', () => {
    expect(authPlacement(auth({ in: 'bearer', use_value: '' }))?.secrets).toEqual([]);
    expect(authPlacement(auth({ in: 'basic', use_value: '' }))?.secrets).toEqual([]);
  });

  it('scrubs every part of a call result once; the example documents status, body and the useful headers', () => {
    const redacted = redactCallResult(
      {
        status: 422,
        headers: {
          'content-type': 'application/json',
          date: 'Mon, 01 Jan 2024 00:00:00 GMT',
          'set-cookie': 'session=xyz',
          'x-ratelimit-remaining': '59',
          'x-echo-token': 'Bearer topsecret',
        },
        content: '{"authorization":"Bearer topsecret"}',
        binary: false,
        exception: { message: 'Token topsecret is not allowed' },
        warnings: ['Config key x = topsecret could not be restored'],
      },
      redactor(['topsecret'], '{YOUR_AUTH_KEY}'),
    );
    expect(redacted.exception?.message).toBe('Token {YOUR_AUTH_KEY} is not allowed');
    expect(redacted.warnings).toEqual(['Config key x = {YOUR_AUTH_KEY} could not be restored']);
    expect(toResponseExample(redacted)).toEqual({
      status: 422,
      content: '{"authorization":"Bearer {YOUR_AUTH_KEY}"}',
      headers: { 'content-type': 'application/json', 'x-ratelimit-remaining': '59', 'x-echo-token': 'Bearer {YOUR_AUTH_KEY}' },
      description: '',
    });
  });
});
