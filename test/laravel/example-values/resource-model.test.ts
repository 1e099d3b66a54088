/**
 * The model a resource wraps when the action's code does not say where its value comes from: the class the
 * resource's constructor declares (records fixture: TrackResource::__construct(protected Track $track), inherited
 * by TrackFileResource).
 */
import { describe, expect, it } from 'vitest';
import { inferred } from './harness.ts';

describe('the model of a resource from its constructor', () => {
  it('TrackFileResource::collection($tracks->inFolder(...)): two Track examples through the inherited constructor', () => {
    const { status, body, diagnostics } = inferred('TrackController', 'inFolder');
    expect(diagnostics).toEqual([]);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    for (const track of body.data) {
      expect(Object.keys(track)).toEqual(['id', 'title', 'plays', 'kind']);
      expect(typeof track.id).toBe('number');
      expect(typeof track.title).toBe('string');
      expect(Number.isInteger(track.plays)).toBe(true);
      expect(track.kind).toBe('file');
    }
  });
});

describe('resource collections the app declares', () => {
  it('TrackResource::collection() returning TrackCollection::make(): a ResourceCollection subclass renders its items', () => {
    const { body, diagnostics } = inferred('PodcastController', 'show');
    expect(diagnostics).toEqual([]);
    expect(Object.keys(body.data)).toEqual(['id', 'title', 'episodes', 'hits']);
    // Track::query(recent: true)->get(), Track::query() being parent::query()->addSelect(...)->when(...): the
    // example database holds one track.
    expect(body.data.episodes).toHaveLength(1);
    expect(Object.keys(body.data.episodes[0])).toEqual(['id', 'title', 'plays']);
  });

  it('a relation narrowing another ($this->episodes()->where(...)) is a relation: lazily loaded, it holds no models', () => {
    expect(inferred('PodcastController', 'show').body.data.hits).toBe(0);
  });
});
