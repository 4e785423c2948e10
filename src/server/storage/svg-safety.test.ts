import { describe, expect, it } from 'vitest';
import { svgProblem } from './svg-safety';

const svg = (inner: string, attrs = '') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${inner}</svg>`);

describe('svgProblem', () => {
  it('accepts a plain drawing with styles, gradients and internal references', () => {
    expect(
      svgProblem(
        svg(
          '<style>.a{fill:red}</style><defs><linearGradient id="g"/></defs><rect class="a" fill="url(#g)" width="10" height="10"/><use href="#g"/><text>Lion online</text>',
        ),
      ),
    ).toBeNull();
  });

  it.each([
    ['script', svg('<script>alert(1)</script>'), '<script>'],
    ['namespaced script', svg('<svg:script>alert(1)</svg:script>'), '<script>'],
    ['event handler', svg('<rect width="1"/>', ' onload="alert(1)"'), 'event handler'],
    ['handler on a child', svg('<circle r="1" ONCLICK="x()"/>'), 'event handler'],
    ['javascript: link', svg('<a href="javascript:alert(1)"><text>x</text></a>'), 'javascript:'],
    [
      'encoded javascript: link',
      svg('<a xlink:href="&#106;ava&#x73;cript&colon;alert(1)">x</a>'),
      'javascript:',
    ],
    ['javascript: split by a tab', svg('<a href="java\tscript:alert(1)">x</a>'), 'javascript:'],
    ['foreignObject', svg('<foreignObject><div>x</div></foreignObject>'), 'foreignObject'],
    ['entities', Buffer.from('<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>'), 'entities'],
    ['iframe', svg('<iframe src="/"/>'), 'embedded'],
  ])('refuses %s', (_, data, reason) => {
    expect(svgProblem(data)).toContain(reason);
  });

  it('refuses text that is not UTF-8', () => {
    expect(svgProblem(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toContain('UTF-8');
  });
});
