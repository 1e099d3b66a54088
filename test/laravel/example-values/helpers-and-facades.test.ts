/**
 * Laravel helpers, facades and PHP functions a resource computes its values with (records fixture:
 * TrackDetailResource::toArray() and the app helper cover_url()), each answered as Laravel and PHP answer it.
 */
import { describe, expect, it } from 'vitest';
import { inferred } from './harness.ts';

describe('helpers and facades in a resource', () => {
  const { body, diagnostics } = inferred('TrackController', 'show');

  it('runs them all without a warning', () => {
    expect(diagnostics).toEqual([]);
  });

  it('an app helper built on hash() and http_build_query(): a sha256 hex digest, the null parameter left out', () => {
    expect(body.data.cover).toMatch(/^https:\/\/img\.test\/[0-9a-f]{64}\?s=64&d=retro$/);
  });

  it('once(fn) and rescue(fn, default): the closure\'s result', () => {
    expect(body.data.hot).toBe(true);
    expect(body.data.safe).toBe('fine');
  });

  it('File::basename() and File::name()', () => {
    expect(body.data.file).toBe('intro.mp3');
    expect(body.data.name).toBe('intro');
  });

  it('Arr::first() and Arr::last(), with a callback and with a closure default', () => {
    expect(body.data.first_tag).toBe('rock');
    expect(body.data.last_tag).toBe('c');
    expect(body.data.loud_tag).toBe('metal');
    expect(body.data.no_tag).toBe('none');
  });

  it('html_entity_decode()', () => {
    expect(body.data.label).toBe("Rock & Roll '75");
  });

  it('collection firstWhere(), where() with an operator, and an Eloquent collection\'s modelKeys()', () => {
    expect(body.data.host).toBe('Bo');
    expect(body.data.long_parts).toBe(2);
    expect(body.data.same_keys).toHaveLength(1);
    expect(Number.isInteger(body.data.same_keys[0])).toBe(true);
  });

  it('auth() and Auth: nobody is signed in, as in the bare request of an example', () => {
    expect(body.data.viewer).toBeNull();
    expect(body.data.viewer_id).toBeNull();
    expect(body.data.signed_in).toBe(false);
  });

  it("an app facade: its @method doc's type when a run-time binding serves it, the method of the class its accessor names", () => {
    expect(typeof body.data.premium).toBe('boolean');
    expect(body.data.refreshed).toBeNull();
    expect(body.data.chart).toBe('Top 10');
  });

  it('app(ChartService::class) and app()->make(...): an object of the class, its methods run', () => {
    expect(body.data.chart_too).toBe('Top 10');
    expect(body.data.chart_made).toBe('Top 10');
  });

  it('Str::uuid(): an object whose text shows through toString(), string conversion and JSON', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(body.data.ref).toMatch(uuid);
    expect(body.data.ref_text.replace(/^track-/, '')).toMatch(uuid);
    expect(body.data.ref_raw).toMatch(uuid);
  });
});
