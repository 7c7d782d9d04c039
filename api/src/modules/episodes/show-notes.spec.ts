import { renderShowNotes } from './show-notes';

describe('renderShowNotes', () => {
  it('renders Markdown structure and links', () => {
    const html = renderShowNotes('# Topics\n\n- **Pricing** and *sales*\n- [Our site](https://example.com/a?b=1&c=2)\n\nMail [us](mailto:hi@example.com).');
    expect(html).toContain('<h2>Topics</h2>');
    expect(html).toContain('<li><strong>Pricing</strong> and <em>sales</em></li>');
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow noopener noreferrer">Our site</a>');
    expect(html).toContain('<a href="mailto:hi@example.com" rel="nofollow noopener noreferrer">us</a>');
  });

  it('removes script, event handlers, styles and dangerous links', () => {
    const html = renderShowNotes(
      'Hi <script>alert(1)</script><img src=x onerror="alert(2)"> <a href="javascript:alert(3)">x</a> [y](javascript:alert(4)) <span style="color:red" onclick="alert(5)">z</span> <iframe src="https://evil.example"></iframe> [p](//evil.example/x)',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript|iframe|style=|<img|evil/i);
    expect(html).toContain('Hi');
    expect(html).toContain('z');
  });

  it('gives nothing for blank notes', () => {
    expect(renderShowNotes('  \n ')).toBe('');
  });
});
