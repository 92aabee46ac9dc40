import { mailSrcDoc, textPieces } from './mail-frame';

describe('mailSrcDoc', () => {
  it('makes links open a new tab and forbids loading anything but images', () => {
    const doc = mailSrcDoc('<p><a href="http://localhost:3000/documents/5">Open</a></p>');
    expect(doc).toContain('<base target="_blank">');
    expect(doc).toContain("default-src 'none'");
    expect(doc).toContain('href="http://localhost:3000/documents/5"');
  });

  it('puts its head first in a mail that has one', () => {
    const doc = mailSrcDoc('<html><head lang="en"><title>x</title></head><body>Hi</body></html>');
    expect(doc.indexOf('<base target="_blank">')).toBeGreaterThan(doc.indexOf('<head lang="en">'));
    expect(doc.indexOf('<base target="_blank">')).toBeLessThan(doc.indexOf('<title>'));
  });
});

describe('textPieces', () => {
  it('finds web addresses, without the full stop after them', () => {
    expect(textPieces('Set it at https://x.example/reset?t=1. Thanks')).toEqual([
      { text: 'Set it at ' },
      { text: 'https://x.example/reset?t=1', href: 'https://x.example/reset?t=1' },
      { text: '. Thanks' },
    ]);
  });

  it('leaves text without addresses as it is', () => {
    expect(textPieces('Hello')).toEqual([{ text: 'Hello' }]);
  });
});
