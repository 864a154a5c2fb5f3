/** A message or error body shown formatted (spec 02 §2.3 detail modal): JSON indented, XML one element a line. Pure. */
export function formatBody(text: string, format: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  if (format === 'JSON' || trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.stringify(JSON.parse(trimmed), null, 2);
    } catch {
      return trimmed;
    }
  }
  if (trimmed.startsWith('<')) return indentXml(trimmed);
  return trimmed;
}

/** Breaks XML between tags and indents by depth; text stays with its element (<a>x</a> on one line). */
function indentXml(xml: string): string {
  const tokens = xml.replace(/>\s*</g, '><').split(/(?=<)|(?<=>)/).filter((t) => t.trim() !== '');
  const lines: string[] = [];
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.startsWith('</')) {
      depth = Math.max(0, depth - 1);
      lines.push('  '.repeat(depth) + token);
    } else if (token.startsWith('<?') || token.startsWith('<!') || token.endsWith('/>')) {
      lines.push('  '.repeat(depth) + token);
    } else if (token.startsWith('<')) {
      const text = tokens[i + 1];
      const close = tokens[i + 2];
      if (text !== undefined && !text.startsWith('<') && close?.startsWith('</')) {
        lines.push('  '.repeat(depth) + token + text + close);
        i += 2;
      } else {
        lines.push('  '.repeat(depth) + token);
        depth += 1;
      }
    } else {
      lines.push('  '.repeat(depth) + token);
    }
  }
  return lines.join('\n');
}
