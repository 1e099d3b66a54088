/**
 * Examples of declared types (records fixture classes): the forms PHP code declares them in — nullable,
 * unions, generic collections, `T[]` — each read as its PHP meaning.
 */
import { describe, expect, it } from 'vitest';
import { AppObject } from '../../../src/laravel/models/app-object.ts';
import { ModelInstance } from '../../../src/laravel/models/model-instance.ts';
import { PhpCollection } from '../../../src/laravel/models/php-collection.ts';
import { declaredClassOf, exampleOfType } from '../../../src/laravel/models/typed-examples.ts';
import { OrderedArray, PhpEnumCase, UNKNOWN } from '../../../src/laravel/models/runtime-values.ts';
import { testWorld } from '../harness.ts';
import { RECORDS_APP } from './harness.ts';

describe('examples of declared types', () => {
  const { world } = testWorld(RECORDS_APP);

  it('scalars, nullable and unions: the first type that is not null', () => {
    expect(Number.isInteger(exampleOfType('?int', 'plays', world))).toBe(true);
    expect(typeof exampleOfType('null|string', 'title', world)).toBe('string');
    expect(typeof exampleOfType('bool', 'preview', world)).toBe('boolean');
    expect(exampleOfType('null', 'nothing', world)).toBeNull();
  });

  it('enums, models and value objects the app declares', () => {
    expect(exampleOfType('App\\Enums\\Mood', 'mood', world)).toEqual(new PhpEnumCase('App\\Enums\\Mood', 'Calm', 'calm'));
    expect(exampleOfType('?App\\Models\\Podcast', 'podcast', world)).toBeInstanceOf(ModelInstance);
    const stats = exampleOfType('App\\Values\\TrackStats', 'stats', world) as AppObject;
    expect(stats).toBeInstanceOf(AppObject);
    expect(Number.isInteger(stats.properties.get('skips'))).toBe(true);
    // `public ?string $note = null`: the declared default.
    expect(stats.properties.get('note')).toBeNull();
  });

  it('collections and arrays: one item of the declared item type, none without one', () => {
    const typed = exampleOfType('Illuminate\\Support\\Collection<int, App\\Models\\Podcast>', 'podcasts', world) as PhpCollection;
    expect(typed.items().values()).toHaveLength(1);
    expect(typed.items().values()[0]).toBeInstanceOf(ModelInstance);
    expect((exampleOfType('Illuminate\\Support\\Collection', 'songs', world) as PhpCollection).items().size).toBe(0);
    const list = exampleOfType('int[]', 'ids', world) as OrderedArray;
    expect(list.size).toBe(1);
    expect(Number.isInteger(list.values()[0])).toBe(true);
  });

  it('a class the app does not declare cannot be known', () => {
    expect(exampleOfType('PhanAn\\Poddle\\Values\\EpisodeMetadata', 'episode_metadata', world)).toBe(UNKNOWN);
    expect(declaredClassOf('?App\\Models\\Podcast', world.classes)).toBe('App\\Models\\Podcast');
    expect(declaredClassOf('string', world.classes)).toBeUndefined();
  });
});

describe('types that refer to each other', () => {
  it('a model documenting a value object that holds the model: examples stop a few levels down', () => {
    const { world } = testWorld(RECORDS_APP);
    const podcast = world.exampleModel('App\\Models\\Podcast');
    let levels = 0;
    for (let chain = podcast.attributes.get('chain'); chain instanceof AppObject; levels++) {
      // `public ?Chain $next = null`: the default; the podcast inside documents its own chain, one level down.
      expect(chain.properties.get('next')).toBeNull();
      const inner = chain.properties.get('podcast');
      chain = inner instanceof ModelInstance ? inner.attributes.get('chain') : undefined;
    }
    expect(levels).toBeGreaterThan(0);
    expect(levels).toBeLessThan(10);
  });
});
