/** A group whose source text tries to inject HTML and script everywhere text reaches the page. */
import { makeParameter, type Group } from '../../src/model.ts';

export const XSS_MARK = '__docgenXss';
export const XSS_SCRIPT = `<script>window.${XSS_MARK}=1</script>`;
export const XSS_IMG = `<img src=x onerror="window.${XSS_MARK}=2">`;

export function xssGroup(): Group {
  return {
    name: 'Hostile <em>group</em>',
    description: `Group text ${XSS_IMG}`,
    endpoints: [
      {
        id: 'POST /api/hostile',
        httpMethods: ['POST'],
        uri: 'api/hostile',
        metadata: {
          groupName: 'Hostile <em>group</em>',
          groupDescription: '',
          subgroup: '',
          subgroupDescription: '',
          title: `Hostile ${XSS_SCRIPT} title`,
          description: `Docblock says ${XSS_IMG} and ${XSS_SCRIPT} and [a link](javascript:window.${XSS_MARK}=3).`,
          authenticated: false,
          deprecated: false,
        },
        headers: { 'Content-Type': 'application/json', 'X-Evil': `"><svg onload=window.${XSS_MARK}=4>` },
        urlParameters: {},
        queryParameters: {},
        bodyParameters: {
          note: makeParameter({ name: 'note', description: `A note ${XSS_IMG}`, example: `</textarea>${XSS_SCRIPT}`, required: true }),
        },
        responses: [
          { status: 200, content: JSON.stringify({ html: XSS_SCRIPT, img: XSS_IMG }), headers: { 'x-note': XSS_IMG }, description: `scenario ${XSS_IMG}` },
          { status: 500, content: `<html><body>${XSS_SCRIPT}${XSS_IMG}</body></html>`, headers: {}, description: '' },
        ],
        responseFields: {
          html: { name: 'html', description: `Field ${XSS_SCRIPT}`, type: 'string', required: false, nullable: false, enumValues: [XSS_IMG] },
        },
      },
    ],
  };
}
