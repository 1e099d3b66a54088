/** One search document per endpoint: its own words, weighted by where they come from, and its route as meta. */
import { describe, expect, it } from 'vitest';
import { endpointSearchDocument } from '../../src/site-data/search-document.ts';
import { testEndpoint, testParameter } from '../support/hand-built.ts';

describe('endpointSearchDocument', () => {
  it('holds the title, description, route and parameters, escaped, with the route as meta and the anchor as URL', () => {
    const e = testEndpoint({
      httpMethods: ['POST'],
      uri: 'api/orders/{order_id}/notes',
      metadata: { title: 'Add a <note>', description: 'Adds a **note** to an order.' },
      bodyParameters: { coupon_code: testParameter('coupon_code', { type: 'string', description: 'A code from the newsletter.' }) },
    });
    const doc = endpointSearchDocument(e, '/orders/#orders-POSTapi-orders--order_id--notes');
    expect(doc.url).toBe('/orders/#orders-POSTapi-orders--order_id--notes');
    expect(doc.html).toContain('<h1 data-pagefind-weight="10">Add a &lt;note&gt;</h1>');
    expect(doc.html).toContain('<p data-pagefind-weight="5">Adds a note to an order.</p>');
    expect(doc.html).toContain('<p data-pagefind-weight="8">POST /api/orders/{order_id}/notes</p>');
    expect(doc.html).toContain('<p data-pagefind-weight="6">coupon_code</p>');
    expect(doc.html).toContain('coupon_code: A code from the newsletter.');
    expect(doc.html).toContain('<span data-pagefind-meta="method:POST"></span><span data-pagefind-meta="path:/api/orders/{order_id}/notes"></span>');
  });
});
