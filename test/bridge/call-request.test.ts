import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { authPlacement } from '../../src/bridge/auth-value.ts';
import { buildCallRequest, responseCallSettings } from '../../src/bridge/call-request.ts';
import { defaultConfig } from '../../src/config/defaults.ts';
import { testEndpoint as endpoint, testParameter as param, testRoute as route } from '../support/hand-built.ts';
import { SHOP_FIXTURE } from './support/shop.ts';

const noSettings = responseCallSettings({ only: [], except: [] });
const auth = (fields: Partial<ReturnType<typeof defaultConfig>['auth']>) => ({ ...defaultConfig().auth, enabled: true, ...fields });

describe('the request a response call sends', () => {
  it('binds URL parameters from their examples, drops unbound optional ones and sends 1 for unbound required ones', () => {
    const request = buildCallRequest({
      endpoint: endpoint({
        uri: 'api/users/{user}/posts/{post}/{format?}/{page?}',
        urlParameters: {
          user: param('user', { required: true, example: 42 }),
          page: param('page', { example: 3 }),
        },
      }),
      route: route({ uri: 'api/users/{user}/posts/{post}/{format?}/{page?}' }),
      appRoot: SHOP_FIXTURE,
      settings: noSettings,
      auth: null,
      connections: [],
    });
    expect(request.method).toBe('GET');
    expect(request.uri).toBe('api/users/42/posts/1/3');
  });

  it('puts a domain route on its bound host', () => {
    const request = buildCallRequest({
      endpoint: endpoint({ uri: 'api/me', urlParameters: { account: param('account', { example: 'acme' }) } }),
      route: route({ uri: 'api/me', domain: '{account}.example.com' }),
      appRoot: SHOP_FIXTURE,
      settings: noSettings,
      auth: null,
      connections: ['sqlite'],
    });
    expect(request.uri).toBe('http://acme.example.com/api/me');
    expect(request.connections).toEqual(['sqlite']);
  });

  it('sends query and body examples (nested, parameters without an example left out) with the settings merged over them', () => {
    const request = buildCallRequest({
      endpoint: endpoint({
        uri: 'api/books',
        httpMethods: ['POST'],
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        queryParameters: {
          page: param('page', { type: 'integer', example: 2 }),
          sort: param('sort'),
        },
        bodyParameters: {
          title: param('title', { required: true, example: 'Dune' }),
          author: param('author', { type: 'object', example: {} }),
          'author.name': param('author.name', { example: 'Frank' }),
          'items[].sku': param('items[].sku', { example: 'A-1' }),
          note: param('note'),
        },
      }),
      route: route({ uri: 'api/books', methods: ['POST'] }),
      appRoot: SHOP_FIXTURE,
      settings: responseCallSettings({
        only: [],
        except: [],
        queryParams: { page: 5, lang: 'en' },
        bodyParams: { title: 'Emma' },
        cookies: { session: 'abc' },
        config: { 'app.debug': false },
      }),
      auth: null,
      connections: [],
    });
    expect(request).toEqual({
      method: 'POST',
      uri: 'api/books',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      query: { page: 5, lang: 'en' },
      body: { title: 'Emma', author: { name: 'Frank' }, items: [{ sku: 'A-1' }] },
      cookies: { session: 'abc' },
      config: { 'app.debug': false },
    });
  });

  it('uploads file parameters: an existing example file, a generated one, and fileParams paths relative to the app', () => {
    const request = buildCallRequest({
      endpoint: endpoint({
        uri: 'api/uploads',
        httpMethods: ['POST'],
        bodyParameters: {
          cover: param('cover', { type: 'file', example: 'test.jpg' }),
          readme: param('readme', { type: 'file', example: 'README.md' }),
          'meta.thumb': param('meta.thumb', { type: 'file', example: 'thumb.png' }),
          photos: param('photos', { type: 'file[]', example: ['a.png', 'b.png'] }),
          caption: param('caption', { example: 'hello' }),
        },
      }),
      route: route({ uri: 'api/uploads', methods: ['POST'] }),
      appRoot: SHOP_FIXTURE,
      settings: responseCallSettings({ only: [], except: [], fileParams: { manual: 'composer.json' } }),
      auth: null,
      connections: [],
    });
    expect(request.body).toEqual({ caption: 'hello' });
    expect(request.files).toEqual({
      cover: { fake: 'image', name: 'test.jpg' },
      readme: { path: join(SHOP_FIXTURE, 'README.md') },
      'meta.thumb': { fake: 'image', name: 'thumb.png' },
      'photos.0': { fake: 'image', name: 'a.png' },
      'photos.1': { fake: 'image', name: 'b.png' },
      manual: { path: join(SHOP_FIXTURE, 'composer.json') },
    });
  });

  describe('the credential of an authenticated endpoint, per auth.in', () => {
    const authed = (fields: Parameters<typeof endpoint>[0]) =>
      endpoint({ ...fields, metadata: { ...endpoint({ uri: 'x' }).metadata, authenticated: true } });
    const build = (e: ReturnType<typeof endpoint>, placement: ReturnType<typeof authPlacement>) =>
      buildCallRequest({ endpoint: e, route: route({ uri: e.uri }), appRoot: SHOP_FIXTURE, settings: noSettings, auth: placement, connections: [] });

    it('bearer: replaces the documented placeholder header with the real value', () => {
      const e = authed({ uri: 'api/me', headers: { Authorization: 'Bearer {YOUR_AUTH_KEY}' } });
      const request = build(e, authPlacement(auth({ in: 'bearer', use_value: 's3cret' })));
      expect(request.headers).toEqual({ Authorization: 'Bearer s3cret' });
    });

    it('bearer with an empty use_value: a random token, different each time', () => {
      const e = authed({ uri: 'api/me', headers: { Authorization: 'Bearer {YOUR_AUTH_KEY}' } });
      const first = build(e, authPlacement(auth({ in: 'bearer', use_value: '' }))).headers!.Authorization!;
      const second = build(e, authPlacement(auth({ in: 'bearer', use_value: '' }))).headers!.Authorization!;
      expect(first).toMatch(/^Bearer [0-9a-f]{32}$/);
      expect(first).not.toBe(second);
    });

    it('basic: the configured value as is', () => {
      const request = build(authed({ uri: 'api/me' }), authPlacement(auth({ in: 'basic', use_value: 'dXNlcjpwYXNz' })));
      expect(request.headers).toEqual({ Authorization: 'Basic dXNlcjpwYXNz' });
    });

    it('header, query and body: under auth.name', () => {
      expect(build(authed({ uri: 'a', headers: { 'x-api-key': '{YOUR_AUTH_KEY}' } }), authPlacement(auth({ in: 'header', name: 'X-API-KEY', use_value: 'k' }))).headers).toEqual({
        'X-API-KEY': 'k',
      });
      const query = build(
        authed({ uri: 'a', queryParameters: { api_token: param('api_token', { example: '{YOUR_AUTH_KEY}' }) } }),
        authPlacement(auth({ in: 'query', name: 'api_token', use_value: 'k' })),
      );
      expect(query.query).toEqual({ api_token: 'k' });
      const body = build(authed({ uri: 'a', httpMethods: ['POST'] }), authPlacement(auth({ in: 'body', name: 'token', use_value: 'k' })));
      expect(body.body).toEqual({ token: 'k' });
    });

    it('nothing for an endpoint that is not authenticated, or when auth is disabled', () => {
      expect(build(endpoint({ uri: 'a' }), authPlacement(auth({ in: 'bearer', use_value: 'k' }))).headers).toEqual({});
      expect(authPlacement({ ...auth({ in: 'bearer' }), enabled: false })).toBeNull();
    });
  });
});
