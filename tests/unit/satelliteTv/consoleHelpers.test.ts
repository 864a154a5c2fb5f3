// @vitest-environment node
// The integration console's pure helpers (issue 14): filters in the query string, and the formatted bodies.
import { describe, expect, it } from 'vitest';
import { formatBody } from '../../../src/lines/satelliteTv/messageBody';
import { filtersFromSearch, listBody, searchWithFilters } from '../../../src/lines/satelliteTv/messageFilters';

describe('message filters in the URL', () => {
  it('reads the filters, dropping blanks, a non-numeric id and an unknown state', () => {
    const search = new URLSearchParams('url=%2Fapi%2F&token=t&id=abc&state=NOPE&documentId=%20DOC-1%20&source=&error=timeout');
    expect(filtersFromSearch(search)).toEqual({ documentId: 'DOC-1', error: 'timeout' });
    expect(filtersFromSearch(new URLSearchParams('id=42&state=STANDBY'))).toEqual({ id: '42', state: 'STANDBY' });
  });

  it('writes new filters keeping url, token and tab, and removes the cleared ones', () => {
    const search = new URLSearchParams('url=%2Fapi%2F&token=t&tab=messages&state=OK&name=x');
    const next = searchWithFilters(search, { state: 'STANDBY', documentId: 'DOC-9', name: '' });
    expect(Object.fromEntries(next)).toEqual({ url: '/api/', token: 't', tab: 'messages', state: 'STANDBY', documentId: 'DOC-9' });
  });

  it('asks for 50 a page with the id as a number', () => {
    expect(listBody({ id: '7', state: 'OK', source: 'SAP' }, 3)).toEqual({ id: 7, state: 'OK', source: 'SAP', pageIndex: 3, pageSize: 50 });
  });
});

describe('formatted bodies', () => {
  it('indents JSON and leaves text that is not JSON as it is', () => {
    expect(formatBody('{"a":{"b":1}}', 'JSON')).toBe('{\n  "a": {\n    "b": 1\n  }\n}');
    expect(formatBody('{broken', 'JSON')).toBe('{broken');
    expect(formatBody('  ', 'JSON')).toBe('');
  });

  it('puts XML one element a line, indented by depth, text kept with its element', () => {
    expect(formatBody('<?xml version="1.0"?><Doc><Id>7</Id><Lines><Line n="1"><Sku>A</Sku></Line><Empty/></Lines></Doc>', 'XML')).toBe(
      ['<?xml version="1.0"?>', '<Doc>', '  <Id>7</Id>', '  <Lines>', '    <Line n="1">', '      <Sku>A</Sku>', '    </Line>', '    <Empty/>', '  </Lines>', '</Doc>'].join('\n'),
    );
  });
});
