import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/defaults.ts';
import type { DocgenConfig } from '../../src/config/types.ts';
import { authToken, injectAuth } from '../../src/extract/auth.ts';
import type { Endpoint } from '../../src/model.ts';
import { testEndpoint } from '../support/hand-built.ts';

function endpoint(authenticated: boolean): Endpoint {
  return testEndpoint({ uri: 'api/me', metadata: { authenticated } });
}

const auth = (fields: Partial<DocgenConfig['auth']>): DocgenConfig['auth'] => ({
  ...defaultConfig().auth,
  enabled: true,
  use_value: 'SECRET-USE-VALUE',
  ...fields,
});

describe('auth parameter injection', () => {
  it('adds "Authorization: Bearer {placeholder}" for bearer auth', () => {
    const e = endpoint(true);
    injectAuth(e, auth({ in: 'bearer' }), 'tok');
    expect(e.headers).toEqual({ Authorization: 'Bearer {YOUR_AUTH_KEY}' });
  });

  it('adds a Basic header, base64 of the token when the placeholder is empty', () => {
    const e = endpoint(true);
    injectAuth(e, auth({ in: 'basic', placeholder: '' }), 'tok');
    expect(e.headers).toEqual({ Authorization: `Basic ${Buffer.from('tok').toString('base64')}` });
  });

  it('adds a custom header named auth.name', () => {
    const e = endpoint(true);
    injectAuth(e, auth({ in: 'header', name: 'X-Api-Key', placeholder: 'your-key' }), 'tok');
    expect(e.headers).toEqual({ 'X-Api-Key': 'your-key' });
  });

  it('adds a required query or body parameter described as "Authentication key."', () => {
    const q = endpoint(true);
    injectAuth(q, auth({ in: 'query', name: 'api_token' }), 'tok');
    expect(q.queryParameters.api_token).toMatchObject({
      name: 'api_token',
      type: 'string',
      required: true,
      example: '{YOUR_AUTH_KEY}',
      description: 'Authentication key.',
    });
    const b = endpoint(true);
    injectAuth(b, auth({ in: 'body', name: 'key', placeholder: '' }), 'tok');
    expect(b.bodyParameters.key?.example).toBe('tok');
  });

  it('does nothing for unauthenticated endpoints or when auth is disabled', () => {
    const e = endpoint(false);
    injectAuth(e, auth({ in: 'bearer' }), 'tok');
    const f = endpoint(true);
    injectAuth(f, auth({ in: 'bearer', enabled: false }), 'tok');
    expect([e.headers, f.headers]).toEqual([{}, {}]);
  });

  it('never writes auth.use_value', () => {
    for (const where of ['bearer', 'basic', 'header', 'query', 'body'] as const) {
      const e = endpoint(true);
      injectAuth(e, auth({ in: where, name: 'k', placeholder: '' }), 'tok');
      expect(JSON.stringify(e)).not.toContain('SECRET-USE-VALUE');
    }
  });

  it("derives the token from the seed: a shuffle of Scribe's alphabet, stable per seed", () => {
    const token = authToken(1234);
    expect(token).toBe(authToken(1234));
    expect(token).not.toBe(authToken(99));
    expect([...token].sort().join('')).toBe([...'abcdefghkvaZVDPE1864563'].sort().join(''));
  });
});
