/**
 * Plain classes of the app in examples (records fixture): a value object a resource wraps (SettingsResource over
 * PlayerSettings, whose values come from an encrypted route parameter), objects the code makes with `new` (Credit),
 * and a model's `@property` typed with a value object (Track::$stats) or documenting a relation (Track::$podcast).
 */
import { describe, expect, it } from 'vitest';
import { inferred } from './harness.ts';

describe('value objects', () => {
  it('a resource over a value object: each property an example of its declared type, defaults as declared', () => {
    const { body, diagnostics } = inferred('SettingsController', 'show');
    expect(diagnostics).toEqual([]);
    expect(Object.keys(body.data)).toEqual(['theme', 'podcast_title', 'mood', 'rest']);
    expect(typeof body.data.theme).toBe('string');
    // public Podcast $podcast: an example Podcast model.
    expect(typeof body.data.podcast_title).toBe('string');
    // public Mood $mood: the enum's first case.
    expect(body.data.mood).toBe('calm');
    // The value object's own toArray() runs on it.
    expect(body.data.rest).toEqual({ layout: 'full', preview: false });
  });

  it('new Credit(...): promoted parameters, then the constructor body; its methods run on it', () => {
    const { body, diagnostics } = inferred('TrackController', 'show');
    expect(diagnostics).toEqual([]);
    expect(body.data.credit).toBe('Ann (host)');
    expect(body.data.guest_role).toBe('guest');
  });

  it("a model's @property typed with a value object holds one; one documenting a relation loads the relation", () => {
    const { body } = inferred('TrackController', 'show');
    expect(Number.isInteger(body.data.skips)).toBe(true);
    // No podcast_id on the example track: the belongsTo relation is empty, not a made-up string.
    expect(body.data.podcast).toBeNull();
  });
});
