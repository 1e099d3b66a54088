import { describe, expect, it } from 'vitest';
import { isShowableLogo } from '../../src/config/showable-logo.ts';

describe('a showable logo', () => {
  it('is a path, an http(s) URL or a data:image URI', () => {
    expect(isShowableLogo('../img/logo.png')).toBe(true);
    expect(isShowableLogo('/img/logo.png')).toBe(true);
    expect(isShowableLogo('https://cdn.example/logo.svg')).toBe(true);
    expect(isShowableLogo('HTTP://cdn.example/logo.svg')).toBe(true);
    expect(isShowableLogo('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
  });

  it('is never another scheme', () => {
    expect(isShowableLogo('javascript:alert(1)')).toBe(false);
    expect(isShowableLogo(' data:text/html,<script>alert(1)</script>')).toBe(false);
    expect(isShowableLogo('file:///etc/passwd')).toBe(false);
  });
});
