/** The one rule for how a request body is encoded: a file or a multipart Content-Type makes it multipart, else the Content-Type decides, else JSON. */
import { describe, expect, it } from 'vitest';
import { bodyKind, bodyMediaType, kindFor, sendsFile } from '../../src/endpoint/body-kind.ts';
import type { Endpoint } from '../../src/model.ts';
import { params, testEndpoint, testParameter as p } from '../support/hand-built.ts';

function post(headers: Record<string, string>, ...parameters: Parameters<typeof params>): Endpoint {
  return testEndpoint({ uri: 'api/books', httpMethods: ['POST'], headers, bodyParameters: params(...parameters) });
}

const title = p('title', { type: 'string', example: 'Dune' });
const sentFile = p('cover', { type: 'file', example: 'covers/dune.png' });
const optionalFileWithoutExample = p('cover', { type: 'file', required: false });

describe('bodyKind', () => {
  it('is JSON without a Content-Type, and for any media type that is not a form', () => {
    expect(bodyKind(post({}, title), { files: 'sent' })).toBe('json');
    expect(bodyKind(post({ 'Content-Type': 'application/xml' }, title), { files: 'sent' })).toBe('json');
  });

  it('reads the media type whatever its case and parameters', () => {
    expect(bodyKind(post({ 'content-type': 'Application/X-WWW-Form-Urlencoded; charset=UTF-8' }, title), { files: 'sent' })).toBe('urlencoded');
    expect(bodyKind(post({ 'Content-Type': 'multipart/form-data; boundary=x' }, title), { files: 'sent' })).toBe('multipart');
  });

  it('is multipart as soon as a file is sent, whatever the Content-Type says', () => {
    expect(bodyKind(post({ 'Content-Type': 'application/json' }, title, sentFile), { files: 'sent' })).toBe('multipart');
    expect(bodyKind(post({}, p('photos', { type: 'file[]', example: ['a.png', 'b.png'] })), { files: 'sent' })).toBe('multipart');
  });

  it('counts an optional file without an example only when files are counted as declared', () => {
    const endpoint = post({ 'Content-Type': 'application/x-www-form-urlencoded' }, title, optionalFileWithoutExample);
    expect(bodyKind(endpoint, { files: 'sent' })).toBe('urlencoded');
    expect(bodyKind(endpoint, { files: 'declared' })).toBe('multipart');
  });

  it('sends a required file without an example (as a dummy), so it counts as sent', () => {
    expect(bodyKind(post({}, title, p('cover', { type: 'file', required: true })), { files: 'sent' })).toBe('multipart');
  });
});

describe('bodyMediaType', () => {
  it('keeps a media type that is not a form, lower-cased and without parameters', () => {
    expect(bodyMediaType(post({ 'Content-Type': 'Application/XML; charset=utf-8' }, title), { files: 'declared' })).toBe('application/xml');
  });

  it('is application/json without a Content-Type and multipart/form-data with a file', () => {
    expect(bodyMediaType(post({}, title), { files: 'declared' })).toBe('application/json');
    expect(bodyMediaType(post({ 'Content-Type': 'application/json' }, optionalFileWithoutExample), { files: 'declared' })).toBe('multipart/form-data');
  });
});

describe('kindFor (a request already built)', () => {
  it('follows the same rule from a Content-Type value and whether a file is uploaded', () => {
    expect(kindFor('Multipart/Form-Data; boundary=abc', false)).toBe('multipart');
    expect(kindFor('application/json', true)).toBe('multipart');
    expect(kindFor('application/x-www-form-urlencoded', false)).toBe('urlencoded');
    expect(kindFor(undefined, false)).toBe('json');
    expect(kindFor('', false)).toBe('json');
  });
});

describe('sendsFile', () => {
  it('is true for a file with an example path or a required one, false for an optional file without a path', () => {
    expect(sendsFile(post({}, sentFile))).toBe(true);
    expect(sendsFile(post({}, p('cover', { type: 'file', required: true })))).toBe(true);
    expect(sendsFile(post({}, optionalFileWithoutExample))).toBe(false);
    expect(sendsFile(post({}, p('cover', { type: 'file', required: false, example: '' })))).toBe(false);
    expect(sendsFile(post({}, title))).toBe(false);
  });
});
