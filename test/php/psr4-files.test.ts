import { describe, expect, it } from 'vitest';
import { psr4Files } from '../../src/php/psr4.ts';

describe('psr4Files', () => {
  const files = psr4Files('/app', [
    { prefix: 'App\\Domain\\', dirs: ['domain/', 'legacy/domain/'] },
    { prefix: 'App\\', dirs: ['app/'] },
  ]);

  it('gives the file under each folder of every prefix the name starts with, in the order of the prefixes', () => {
    expect(files('App\\Domain\\Orders\\Order')).toEqual(['/app/domain/Orders/Order.php', '/app/legacy/domain/Orders/Order.php', '/app/app/Domain/Orders/Order.php']);
    expect(files('app\\Models\\User')).toEqual(['/app/app/Models/User.php']);
    expect(files('Illuminate\\Http\\Request')).toEqual([]);
  });

  it('answers the same name the same way when asked again', () => {
    expect(files('App\\Models\\User')).toBe(files('App\\Models\\User'));
  });
});
